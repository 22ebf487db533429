// A home's record read page by page (issue 52's rule: nothing holds a whole household): its rooms with their
// items and photos, its maintenance tasks and its projects. The home packet's PDF and files and its shared page read it
// alike.
import {
  getContractors,
  listEstimates,
  listHomeItemPage,
  listMaintenanceTaskPage,
  listPhotoPage,
  listProjects,
  listRooms,
  recordPages,
  type DataContext,
  type HomeItemRecord,
  type MaintenanceTaskAnswer,
  type PhotoRecord,
  type RecordPageReader,
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

type RoomPageReader<T> = (
  data: DataContext,
  householdId: string,
  roomId: number,
  options: { limit: number; cursor: string | null },
) => ReturnType<RecordPageReader<T>>;

/** Each room of the home (by id) with one page of what `read` lists of it at a time (a room without any: one empty page). */
async function* roomPages<T>(source: HomeRecordSource, read: RoomPageReader<T>) {
  const { data, householdId, homeId } = source;
  const limit = source.pageSize ?? PAGE_SIZE;
  for (const room of await listRooms(data, householdId, homeId)) {
    const pages = recordPages((cursor) => read(data, householdId, room.id, { limit, cursor }));
    for await (const page of pages) yield { room, records: page.records };
  }
}

/** Each room of the home (by id) with one page of its items at a time; a room without items once, empty. */
export async function* roomItemPages(
  source: HomeRecordSource,
): AsyncGenerator<{ room: RoomRecord; items: HomeItemRecord[] }> {
  for await (const { room, records } of roomPages(source, listHomeItemPage)) yield { room, items: records };
}

/** Each room of the home (by id) with one page of its photos at a time (newest first); a room without any yields none. */
export async function* roomPhotoPages(
  source: HomeRecordSource,
): AsyncGenerator<{ room: RoomRecord; photos: PhotoRecord[] }> {
  for await (const { room, records } of roomPages(source, listPhotoPage)) {
    if (records.length > 0) yield { room, photos: records };
  }
}

/** The home's maintenance tasks by id, a page at a time. */
export async function* maintenancePages(source: HomeRecordSource): AsyncGenerator<MaintenanceTaskAnswer[]> {
  const { data, householdId, homeId } = source;
  const limit = source.pageSize ?? PAGE_SIZE;
  const pages = recordPages((cursor) =>
    listMaintenanceTaskPage(data, householdId, homeId, { limit, cursor }),
  );
  for await (const page of pages) if (page.records.length > 0) yield page.records;
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
      const contractors = await getContractors(
        data,
        householdId,
        estimates.map((estimate) => estimate.contractorId),
      );
      return {
        name: project.name,
        spentCents: project.spentCents,
        contractors: contractors.map((contractor) => contractor.name).sort(),
      };
    }),
  );
}

/** The names of the contractors who installed a page's items, by id (one BatchGetItem). */
export async function installerNames(
  source: HomeRecordSource,
  items: readonly HomeItemRecord[],
): Promise<Map<number, string>> {
  const ids = items.flatMap((item) => (item.contractorId === null ? [] : [item.contractorId]));
  const contractors = await getContractors(source.data, source.householdId, ids);
  return new Map(contractors.map((contractor) => [contractor.id, contractor.name]));
}
