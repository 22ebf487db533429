// The home packet and its share links (docs/product.md#home-packet): their words, limits and what the API
// answers, apart from the schemas (schemas/home-packet.ts) so that a function reading them loads no zod.
import type { HomeItemDetails, Warranty } from './home-items';

/** A share link lives 1 to 90 days; the form starts at 14. */
export const SHARE_LINK_DAYS = { fallback: 14, max: 90 } as const;

export const HOME_PACKET_MESSAGES = {
  includeBasis: 'Include the cost basis must be true or false',
  days: `Days must be a whole number from 1 to ${SHARE_LINK_DAYS.max}`,
  showAmounts: 'Show amounts must be true or false',
  /** DELETE of a share link the home does not have (404). */
  linkNotFound: 'Share link not found',
  /** GET /api/shared/home/{token} of a token never made (404). */
  unknownLink: 'This share link is not valid',
  /** GET /api/shared/home/{token} of a link revoked or past its end (410). */
  goneLink: 'This share link has expired or was revoked',
  /** The worker's failure when the home went away before it started. */
  homeGone: 'The home was deleted while its packet was being built.',
} as const;

/** A share link as its owner sees it (GET and POST /api/homes/{id}/share-links). */
export interface HomeShareLink {
  id: string;
  homeId: number;
  createdAt: string;
  /** When the page stops answering (ISO time). */
  expiresAt: string;
  showAmounts: boolean;
  /** How often the page was opened, and when last. */
  visits: number;
  lastVisitAt: string | null;
  /** The times of the newest 10 visits, newest first. */
  recentVisits: string[];
  /** The page's address: only in the answer that made it (only the token's hash is kept). */
  url: string | null;
}

/** An item on the shared page: no member, no e-mail; `cost` null when amounts are hidden. */
export interface SharedHomeItem extends HomeItemDetails {
  installedBy: string | null;
  cost: string | null;
  warranty: Pick<Warranty, 'endsOn' | 'covered' | 'contact'> | null;
}

/** The photos a room shows on the shared page at most, its newest (the home packet's ZIP has them all). */
export const SHARED_ROOM_PHOTOS = 12;

/** A photo on the shared page: its thumbnail only, by a short-lived link; no one named, no location. */
export interface SharedHomePhoto {
  takenOn: string;
  caption: string | null;
  tags: string[];
  /** A 5-minute link to the thumbnail (at most 400 px on its long side). */
  thumbnailUrl: string;
}

/** GET /api/shared/home/{token}: the read-only packet page. */
export interface SharedHome {
  home: { name: string; address: string | null; yearBuilt: number | null };
  showAmounts: boolean;
  expiresAt: string;
  /** Each room's items, and its newest photos (`morePhotos`: it has more than these). */
  rooms: { name: string; items: SharedHomeItem[]; photos: SharedHomePhoto[]; morePhotos: boolean }[];
  maintenance: {
    name: string;
    schedule: string;
    nextDueDate: string;
    done: { date: string; note: string | null }[];
  }[];
  /** `cost` null when amounts are hidden. */
  projects: { name: string; cost: string | null; contractors: string[] }[];
}
