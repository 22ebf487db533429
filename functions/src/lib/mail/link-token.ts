// The secrets that links mailed to people carry (an invitation, a reminder e-mail's unsubscribe): mailed,
// never stored; the table keeps only their hash and finds the item by it.
import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 256 random bits, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the table keeps and looks the token up by: its SHA-256. A fast hash is enough here (unlike a
 * password): the token has 256 bits of its own, so nobody guesses one from its hash.
 */
export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** The invitation link: the token after '#', so no server, proxy or log along the way ever sees it. */
export const invitationLink = (appOrigin: string, token: string): string =>
  `${appOrigin}/invitation#${token}`;

/** The unsubscribe link: a query, which mail clients' one-click List-Unsubscribe needs. */
export const unsubscribeLink = (appOrigin: string, token: string): string =>
  `${appOrigin}/unsubscribe?token=${encodeURIComponent(token)}`;
