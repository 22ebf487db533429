// The read-only page a share link opens (docs/product.md#shared-home-page): the home's record as the packet
// has it, read page by page, with no member named (no e-mail, no 'added by') and every amount left out
// unless the owner chose to show them when making the link; each room's newest photos by their thumbnails
// (stored without any metadata, so no location), linked for 5 minutes.
import { listPhotoPage, type HomeItemRecord, type HomeRecord } from '@reno/data';
import {
  centsToDecimal,
  describeMaintenanceRule,
  SHARED_ROOM_PHOTOS,
  type SharedHome,
  type SharedHomeItem,
  type SharedHomePhoto,
} from '@reno/domain';
import { signedGetUrl } from '../uploads/signed-get';
import {
  homeProjects,
  installerNames,
  maintenancePages,
  roomItemPages,
  type HomeRecordSource,
} from './home-record-pages';
import { presentItemDetails } from '../presenters/home-item';

export async function sharedHome(
  source: HomeRecordSource,
  home: HomeRecord,
  link: { showAmounts: boolean; endsAt: string },
): Promise<SharedHome> {
  const amount = (cents: number) => (link.showAmounts ? centsToDecimal(cents) : null);
  const rooms: SharedHome['rooms'] = [];
  let roomId: number | null = null;
  // A room's items come a page at a time, one room after the other.
  for await (const { room, items } of roomItemPages(source)) {
    if (room.id !== roomId)
      rooms.push({ name: room.name, items: [], ...(await newestPhotos(source, room.id)) });
    roomId = room.id;
    const installers = await installerNames(source, items);
    rooms.at(-1)!.items.push(...items.map((item) => sharedItem(item, installers, amount)));
  }
  const maintenance: SharedHome['maintenance'] = [];
  for await (const tasks of maintenancePages(source)) {
    maintenance.push(
      ...tasks.map((task) => ({
        name: task.name,
        schedule: describeMaintenanceRule(task.rule, task.intervalMonths),
        nextDueDate: task.nextDueDate,
        done: task.log.map(({ date, note }) => ({ date, note })),
      })),
    );
  }
  const projects = (await homeProjects(source)).map((project) => ({
    name: project.name,
    cost: amount(project.spentCents),
    contractors: project.contractors,
  }));
  return {
    home: { name: home.name, address: home.address, yearBuilt: home.yearBuilt },
    showAmounts: link.showAmounts,
    expiresAt: link.endsAt,
    rooms,
    maintenance,
    projects,
  };
}

/** A room's newest photos, one Query's page, and whether it has more. */
async function newestPhotos(
  { data, householdId }: HomeRecordSource,
  roomId: number,
): Promise<{ photos: SharedHomePhoto[]; morePhotos: boolean }> {
  const page = await listPhotoPage(data, householdId, roomId, { limit: SHARED_ROOM_PHOTOS, cursor: null });
  const photos = await Promise.all(
    page.records.map(async (photo) => ({
      takenOn: photo.takenOn,
      caption: photo.caption,
      tags: photo.tags,
      thumbnailUrl: await signedGetUrl(householdId, photo.thumbnailKey),
    })),
  );
  return { photos, morePhotos: page.nextCursor !== null };
}

function sharedItem(
  item: HomeItemRecord,
  installers: ReadonlyMap<number, string>,
  amount: (cents: number) => string | null,
): SharedHomeItem {
  return {
    ...presentItemDetails(item),
    installedBy: item.contractorId === null ? null : (installers.get(item.contractorId) ?? null),
    cost: amount(item.costCents),
    warranty: item.warranty
      ? { endsOn: item.warranty.endsOn, covered: item.warranty.covered, contact: item.warranty.contact }
      : null,
  };
}
