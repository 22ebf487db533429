import middy from '@middy/core';
import { finishExportJob, getExportJob, stopCancelledExportJob } from '@reno/data';
import { EXPORT_MESSAGES, HOME_PACKET_MESSAGES } from '@reno/domain';
import type { Context } from 'aws-lambda';
import { bucketName } from '../lib/aws/s3-client';
import { data } from '../lib/data-context';
import { deleteExportArchive } from '../lib/export/export-archive-object';
import { ProjectGoneError } from '../lib/export/archive-records';
import { buildArchive } from '../lib/export/build-archive';
import { buildHomePacket, HomeGoneError } from '../lib/export/home-packet/build-home-packet';
import type { ExportWorkerEvent } from '../lib/export/worker-event';
import { workerS3 } from '../lib/export/worker-s3-client';
import { logger, logLambdaContext } from '../lib/logger';

const PROJECT_GONE = 'The project was deleted while its archive was being built.';

/** The sentence a failed job shows: what went away, or that it may be tried again. */
function failureMessage(error: unknown): string {
  if (error instanceof ProjectGoneError) return PROJECT_GONE;
  if (error instanceof HomeGoneError) return HOME_PACKET_MESSAGES.homeGone;
  return EXPORT_MESSAGES.failed;
}

/**
 * The exports' worker (no route: the exports function invokes it asynchronously). Builds the job's
 * archive (a project's records, or a home's packet) and ends the job: ready, or failed with a sentence for the user. A job
 * its owner cancelled (before the worker began, between two files, or just as the archive was done) is
 * left without an archive and marked stopped, which frees its project for a new export only now that
 * no worker of it runs.
 */
async function run(event: ExportWorkerEvent): Promise<void> {
  const job = await getExportJob(data, event.userId, event.jobId);
  if (!job) return;
  if (job.status !== 'running') return void (await stopCancelledExportJob(data, job.userId, job.id));
  try {
    const deps = { data, s3: workerS3, bucket: bucketName() };
    const outcome =
      job.kind === 'homePacket' ? await buildHomePacket(deps, job) : await buildArchive(deps, job);
    if (outcome.status === 'ready' && (await finishExportJob(data, job.userId, job.id, outcome))) return;
    if (outcome.status === 'ready') await deleteExportArchive(job.objectKey);
  } catch (error) {
    logger.error('export failed', { error, jobId: job.id });
    if (await finishExportJob(data, job.userId, job.id, { status: 'failed', error: failureMessage(error) }))
      return;
  }
  await stopCancelledExportJob(data, job.userId, job.id);
}

export const handler = middy<ExportWorkerEvent, void, Error, Context>(run).use(logLambdaContext());
