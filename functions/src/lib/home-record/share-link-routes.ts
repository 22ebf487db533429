// A home packet's share links over HTTP (docs/product.md#api-home-share-links), served by the home record's
// function (handlers/homes.ts): the owner makes, lists and revokes them; anyone holding a live link's
// address reads the home's page, and each visit is counted.
import {
  createHomeShareLink,
  getHome,
  listHomeShareLinks,
  revokeHomeShareLink,
  visitHomeShareLink,
  type HomeShareLinkRecord,
} from '@reno/data';
import { HOME_PACKET_MESSAGES, type HomeShareLink } from '@reno/domain';
import { data } from '../data-context';
import { getActor } from '../http/actor';
import { appOrigin } from '../http/app-origin';
import { GoneError, NotFoundError } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { deletedMessage } from '../http/messages';
import { idParam, linkTokenParam, uuidParam } from '../http/path-params';
import { created, json, ok, type ApiResult } from '../http/response';
import type { ApiEvent } from '../http/router';
import { parseRequest } from '../http/validation';
import { hashLinkToken, newLinkToken } from '../mail/link-token';
import { requireHome } from './require-home';

const present = (link: HomeShareLinkRecord, url: string | null = null): HomeShareLink => ({
  id: link.id,
  homeId: link.homeId,
  createdAt: link.createdAt,
  expiresAt: link.endsAt,
  showAmounts: link.showAmounts,
  visits: link.visits,
  lastVisitAt: link.lastVisitAt,
  recentVisits: link.recentVisits,
  url,
});

/** GET /api/homes/{id}/share-links: the home's links, oldest first (404 for a home the household lacks). */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = (await requireHome(householdId, idParam(event, 'Home'))).id;
  return ok((await listHomeShareLinks(data, householdId, homeId)).map((link) => present(link)));
}

/**
 * POST /api/homes/{id}/share-links { days, showAmounts } → 201 with the link and its address, shown this
 * once (only the token's hash is kept).
 */
async function create(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = idParam(event, 'Home');
  const body = await parseRequest('shareLinkInputSchema', readJsonBody(event));
  const token = newLinkToken();
  const link = await createHomeShareLink(data, householdId, {
    homeId,
    tokenHash: hashLinkToken(token),
    days: body.days,
    showAmounts: body.showAmounts,
  });
  return created(present(link, `${appOrigin(event)}/shared/home/${token}`));
}

/** DELETE /api/homes/{id}/share-links/{linkId}: the page stops answering at once (410). */
async function revoke(event: ApiEvent) {
  const { householdId } = getActor(event);
  const homeId = idParam(event, 'Home');
  const linkId = uuidParam(event, 'linkId', HOME_PACKET_MESSAGES.linkNotFound);
  await revokeHomeShareLink(data, householdId, homeId, linkId);
  return ok(deletedMessage('Share link'));
}

/**
 * GET /api/shared/home/{token} (public: the token is the credential): the home's page while the link is
 * live, each visit counted; 404 for an address never made, 410 for a link revoked or past its end.
 */
async function page(event: ApiEvent): Promise<ApiResult> {
  const token = linkTokenParam(event, 'token', HOME_PACKET_MESSAGES.unknownLink);
  const link = await visitHomeShareLink(data, hashLinkToken(token));
  if (link === 'unknown') throw new NotFoundError(HOME_PACKET_MESSAGES.unknownLink);
  if (link === 'gone') throw new GoneError(HOME_PACKET_MESSAGES.goneLink);
  const home = await getHome(data, link.householdId, link.homeId);
  if (!home) throw new GoneError(HOME_PACKET_MESSAGES.goneLink);
  // The page's builder loads with the first visit, not with the function (the cold-start budget).
  const { sharedHome } = await import('./shared-home');
  const shared = await sharedHome({ data, householdId: link.householdId, homeId: link.homeId }, home, link);
  // Not stored anywhere (no-store, as every answer), and kept out of search engines.
  return json(200, shared, { 'x-robots-tag': 'noindex' });
}

export const shareLinkRoutes = {
  'GET /api/homes/{id}/share-links': list,
  'POST /api/homes/{id}/share-links': create,
  'DELETE /api/homes/{id}/share-links/{linkId}': revoke,
  'GET /api/shared/home/{token}': page,
};
