// Builds a home's packet (docs/product.md#home-packet) as one stream, as the records archive is built: the
// PDF is written while the record is read page by page, then each stored file an item names is streamed
// from S3 into the ZIP, which goes straight into a multipart upload.
import { getHome, type HomePacketJob } from '@reno/data';
import { todayLocalDateString } from '@reno/domain';
import { writeArchive, type ArchiveOutcome } from '../archive-upload';
import type { ArchiveDependencies } from '../build-archive';
import { StoredFilePacker } from '../stored-file-packer';
import { readBasisReport } from '../../home-record/basis-report-pages';
import { roomItemPages, roomPhotoPages, type HomeRecordSource } from '../../home-record/home-record-pages';
import { itemFiles, photoFile } from './packet-files';
import { homePacketPdf } from './packet-pdf';

/** Thrown when the home went away before the worker started. */
export class HomeGoneError extends Error {}

/**
 * Writes `job.objectKey`: home-packet.pdf, under items/<room>/<item>/ each item's documents, its warranty's
 * document and the receipts of the expenses linked to it, and under rooms/<room>/photos/ the room's photos
 * (missing-files.txt when storage lacked some). Only
 * keys under the household's own prefix are read. A job cancelled meanwhile leaves no archive behind.
 */
export async function buildHomePacket(
  deps: ArchiveDependencies,
  job: HomePacketJob,
): Promise<ArchiveOutcome> {
  const home = await getHome(deps.data, job.userId, job.homeId);
  if (!home) throw new HomeGoneError(`home ${job.homeId} not found`);
  const source: HomeRecordSource = {
    data: deps.data,
    householdId: job.userId,
    homeId: job.homeId,
    ...(deps.pageSize ? { pageSize: deps.pageSize } : {}),
  };
  // The totals as the Cost basis screen has them (GET /api/homes/{id}/basis): no expense is read.
  const basis = job.includeBasis
    ? ((await readBasisReport(deps.data, job.userId, job.homeId))?.report ?? null)
    : null;
  const { pdf, files } = await homePacketPdf({
    source,
    home,
    day: todayLocalDateString(),
    basis,
    filesOf: (room, items) => items.reduce((sum, item) => sum + itemFiles(job.userId, room, item).length, 0),
  });
  const photos = await countPhotos(source, job.userId);
  const target = { bucket: deps.bucket, key: job.objectKey };
  return writeArchive(deps.s3, target, deps.upload, async (zip) => {
    zip.addBuffer(Buffer.from(pdf), 'home-packet.pdf');
    return packFiles(new StoredFilePacker(zip, deps, job, files + photos), source, job.userId);
  });
}

/** The rooms' photos the packet will hold (a first pass over their pages, for the progress count). */
async function countPhotos(source: HomeRecordSource, userId: string): Promise<number> {
  let count = 0;
  for await (const { room, photos } of roomPhotoPages(source))
    count += photos.filter((photo) => photoFile(userId, room, photo)).length;
  return count;
}

/** The items' files, then the rooms' photos, read again page by page. */
async function packFiles(
  packer: StoredFilePacker,
  source: HomeRecordSource,
  userId: string,
): Promise<ArchiveOutcome> {
  if (!(await packer.begin())) return { status: 'cancelled' };
  for await (const { room, items } of roomItemPages(source)) {
    for (const item of items) {
      for (const file of itemFiles(userId, room, item)) {
        if (!(await packer.pack(file))) return { status: 'cancelled' };
      }
    }
  }
  for await (const { room, photos } of roomPhotoPages(source)) {
    for (const photo of photos) {
      const file = photoFile(userId, room, photo);
      if (file && !(await packer.pack(file))) return { status: 'cancelled' };
    }
  }
  return packer.finish();
}
