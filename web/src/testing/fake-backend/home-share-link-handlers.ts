import {
  HOME_PACKET_MESSAGES,
  SHARED_ROOM_PHOTOS,
  shareLinkInputSchema,
  type HomeShareLink,
  type SharedHome,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { deleted, idOf, invalidInput, json, notFound, route } from './fake-route';
import { homesOf } from './home-handlers';
import { newestPhotoFirst } from './photo-handlers';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A home packet's share links: made, listed and revoked as the API does, each visit of a link it made
 * counted. Its page shows the home and its rooms' names (the web's page test overrides it for the rest).
 */
export function homeShareLinkHandlers({ db }: FakeBackend): HttpHandler[] {
  const links: (HomeShareLink & { token: string; revoked: boolean })[] = [];
  const homeOf = (id: string | undefined) => homesOf(db).find((home) => home.id === idOf(id));
  const publicLink = ({
    token: _token,
    revoked: _revoked,
    ...link
  }: (typeof links)[number]): HomeShareLink => ({
    ...link,
    url: null,
  });
  return [
    route('GET', '/api/homes/{id}/share-links', ({ params }) => {
      const home = homeOf(params.id);
      if (!home) return notFound('Home');
      return json(200, links.filter((link) => link.homeId === home.id && !link.revoked).map(publicLink));
    }),
    route('POST', '/api/homes/{id}/share-links', ({ params, body }) => {
      if (body === undefined) return json(400, { error: 'Request body is required' });
      const parsed = shareLinkInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const home = homeOf(params.id);
      if (!home) return notFound('Home');
      const now = Date.now();
      const token = crypto.randomUUID().replaceAll('-', '').padEnd(43, 'x');
      const link = {
        id: crypto.randomUUID(),
        homeId: home.id,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + parsed.data.days * DAY_MS).toISOString(),
        showAmounts: parsed.data.showAmounts,
        visits: 0,
        lastVisitAt: null,
        recentVisits: [] as string[],
        url: null,
        token,
        revoked: false,
      };
      links.push(link);
      // The page's origin in a browser test; the contract test's Node has none.
      const url = `${globalThis.location?.origin ?? 'http://localhost'}/shared/home/${token}`;
      return json(201, { ...publicLink(link), url });
    }),
    route('DELETE', '/api/homes/{id}/share-links/{linkId}', ({ params }) => {
      const link = links.find(
        (candidate) =>
          candidate.id === params.linkId && candidate.homeId === idOf(params.id) && !candidate.revoked,
      );
      if (!link) return json(404, { error: HOME_PACKET_MESSAGES.linkNotFound });
      link.revoked = true;
      return deleted('Share link');
    }),
    route('GET', '/api/shared/home/{token}', ({ params }) => {
      const link = links.find((candidate) => candidate.token === params.token);
      if (!link) return json(404, { error: HOME_PACKET_MESSAGES.unknownLink });
      if (link.revoked || Date.parse(link.expiresAt) <= Date.now())
        return json(410, { error: HOME_PACKET_MESSAGES.goneLink });
      const at = new Date().toISOString();
      Object.assign(link, {
        visits: link.visits + 1,
        lastVisitAt: at,
        recentVisits: [at, ...link.recentVisits].slice(0, 10),
      });
      const home = homesOf(db).find((candidate) => candidate.id === link.homeId)!;
      const page: SharedHome = {
        home: { name: home.name, address: home.address, yearBuilt: home.yearBuilt },
        showAmounts: link.showAmounts,
        expiresAt: link.expiresAt,
        rooms: db.rooms
          .filter((room) => room.homeId === home.id)
          .map((room) => {
            const photos = db.photos.filter((photo) => photo.roomId === room.id).sort(newestPhotoFirst);
            return {
              name: room.name,
              items: [],
              photos: photos.slice(0, SHARED_ROOM_PHOTOS).map(({ takenOn, caption, tags, thumbnailUrl }) => ({
                takenOn,
                caption,
                tags,
                thumbnailUrl,
              })),
              morePhotos: photos.length > SHARED_ROOM_PHOTOS,
            };
          }),
        maintenance: [],
        projects: [],
      };
      return json(200, page);
    }),
  ];
}
