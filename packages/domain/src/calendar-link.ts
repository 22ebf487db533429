// A member's private calendar feed (docs/product.md#calendar-feed): what the link routes answer, and their words.

export const CALENDAR_MESSAGES = {
  /** A feed address that names no current link (made up, or revoked by a new one). */
  unknownLink: 'This calendar link is not valid',
} as const;

/** GET and POST /api/calendar-link. */
export interface CalendarLink {
  /** Whether the member has a feed address in this household. */
  active: boolean;
  /** When it was made; null without one. */
  createdAt: string | null;
  /** The address, only in the answer that made it (only its hash is kept). */
  url: string | null;
}
