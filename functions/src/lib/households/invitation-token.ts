import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link's secret: 256 random bits, base64url (43 characters). It is mailed once and never
 * stored; the table keeps only its hash.
 */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the table keeps and looks the token up by: its SHA-256. A fast hash is enough here (unlike a
 * password): the token has 256 bits of its own, so nobody guesses one from its hash.
 */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** The link in the mail: the token after '#', so no server, proxy or log along the way ever sees it. */
export const invitationLink = (appOrigin: string, token: string): string =>
  `${appOrigin}/invitation#${token}`;
