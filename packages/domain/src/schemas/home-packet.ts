// The home packet's and its share links' request bodies (docs/product.md#api-home-packet).
import * as z from 'zod/mini';
import { HOME_PACKET_MESSAGES, SHARE_LINK_DAYS } from '../home-packet';
import { requiredFlag, requiredWholeNumber } from './fields';

/** POST /api/homes/{id}/packet → { includeBasis }. */
export const homePacketInputSchema = z.object({
  includeBasis: requiredFlag(HOME_PACKET_MESSAGES.includeBasis),
});

/** POST /api/homes/{id}/share-links → { days (1–90; the web's form starts at 14), showAmounts }. */
export const shareLinkInputSchema = z.object({
  days: requiredWholeNumber({ message: HOME_PACKET_MESSAGES.days, max: SHARE_LINK_DAYS.max }),
  showAmounts: requiredFlag(HOME_PACKET_MESSAGES.showAmounts),
});
