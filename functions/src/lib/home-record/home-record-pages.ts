// A home's record read page by page (issue 52's rule: nothing holds a whole household): its rooms with their
// items and photos, its maintenance tasks and its projects. The home packet's PDF and files and its shared page read it
// alike.
import {
  getContractorNames,
  listEstimates,
  listHomeItemPage,
  listMaintenanceTaskPage,
  listPhotoPage,
  listProjects,
  listRooms,
  type DataContext,
  type HomeItemRecord,
  type MaintenanceTaskAnswer,
  type PhotoRecord,
  type RoomRecord,
} from '@reno/data';

export interface HomeRecordSource {
  data: DataContext;
  householdId: string;
  homeId: number;
  /** Items and tasks per DynamoDB page. */
  pageSize?: number;
}

const PAGE_SIZE = 100;

/** Each room of the home (by id) with one page of its items at a time; a room without items once, empty. */
export async function* roomItemPages(
  source: HomeRecordSource,
): AsyncGenerator<{ room: RoomRecord; items: HomeItemRecord[] }> {
  const { data, householdId, homeId } = source;
  for (const room of await listRooms(data, householdId, homeId)) {
    let cursor: string | null = null;
    do {
      const page = await listHomeItemPage(data, householdId, room.id, {
        limit: source.pageSize ?? PAGE_SIZE,
        cursor,
      });
      yield { room, items: page.records };
      cursor = page.nextCursor;
    } while (cursor);
  }
}

/** Each room of the home (by id) with one page of its photos at a time (newest first); a room without any yields none. */
export async function* roomPhotoPages(
  source: HomeRecordSource,
): AsyncGenerator<{ room: RoomRecord; photos: PhotoRecord[] }> {
  const { data, householdId, homeId } = source;
  for (const room of await listRooms(data, householdId, homeId)) {
    let cursor: string | null = null;
    do {
      const page = await listPhotoPage(data, householdId, room.id, {
        limit: source.pageSize ?? PAGE_SIZE,
        cursor,
      });
      if (page.records.length > 0) yield { room, photos: page.records };
      cursor = page.nextCursor;
    } while (cursor);
  }
}

/** The home's maintenance tasks by id, a page at a time. */
export async function* maintenancePages(source: HomeRecordSource): AsyncGenerator<MaintenanceTaskAnswer[]> {
  const { data, householdId, homeId } = source;
  let cursor: string | null = null;
  do {
    const page = await listMaintenanceTaskPage(data, householdId, homeId, {
      limit: source.pageSize ?? PAGE_SIZE,
      cursor,
    });
    if (page.records.length > 0) yield page.records;
    cursor = page.nextCursor;
  } while (cursor);
}

/** A project of the home: what it cost (its stored spending) and the contractors of its estimates. */
export interface HomeProject {
  name: string;
  spentCents: number;
  contractors: string[];
}

/** The home's projects by id: one Query of the household's projects, one of each project's estimates. */
export async function homeProjects(source: HomeRecordSource): Promise<HomeProject[]> {
  const { data, householdId, homeId } = source;
  const projects = (await listProjects(data, householdId)).filter((project) => project.homeId === homeId);
  return Promise.all(
    projects.map(async (project) => {
      const estimates = await listEstimates(data, householdId, { projectId: project.id });
      const names = await getContractorNames(
        data,
        householdId,
        estimates.map((estimate) => estimate.contractorId),
      );
      return { name: project.name, spentCents: project.spentCents, contractors: [...names.values()].sort() };
    }),
  );
}

/** The names of the contractors who installed a page's items. */
export function installerNames(source: HomeRecordSource, items: readonly HomeItemRecord[]) {
  const ids = items.flatMap((item) => (item.contractorId === null ? [] : [item.contractorId]));
  return getContractorNames(source.data, source.householdId, ids);
}
