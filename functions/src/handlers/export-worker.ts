import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { finishExportJob, getExportJob, stopCancelledExportJob } from '@reno/data';
import { EXPORT_MESSAGES } from '@reno/domain';
import type { Context } from 'aws-lambda';
import { bucketName } from '../lib/aws/s3-client';
import { data } from '../lib/data-context';
import { deleteExportArchive } from '../lib/export/export-archive-object';
import { ProjectGoneError } from '../lib/export/archive-records';
import { buildArchive } from '../lib/export/build-archive';
import type { ExportWorkerEvent } from '../lib/export/worker-event';
import { workerS3 } from '../lib/export/worker-s3-client';
import { logger } from '../lib/logger';

const PROJECT_GONE = 'The project was deleted while its archive was being built.';

/**
 * The records archive's worker (no route: the exports function invokes it asynchronously). Builds the
 * archive of the job's project and ends the job: ready, or failed with a sentence for the user. A job
 * its owner cancelled (before the worker began, between two files, or just as the archive was done) is
 * left without an archive and marked stopped, which frees its project for a new export only now that
 * no worker of it runs.
 */
async function run(event: ExportWorkerEvent): Promise<void> {
  const job = await getExportJob(data, event.userId, event.jobId);
  if (!job) return;
  if (job.status !== 'running') return void (await stopCancelledExportJob(data, job.userId, job.id));
  try {
    const outcome = await buildArchive({ data, s3: workerS3, bucket: bucketName() }, job);
    if (outcome.status === 'ready' && (await finishExportJob(data, job.userId, job.id, outcome))) return;
    if (outcome.status === 'ready') await deleteExportArchive(job.objectKey);
  } catch (error) {
    logger.error('export failed', { error, jobId: job.id });
    const message = error instanceof ProjectGoneError ? PROJECT_GONE : EXPORT_MESSAGES.failed;
    if (await finishExportJob(data, job.userId, job.id, { status: 'failed', error: message })) return;
  }
  await stopCancelledExportJob(data, job.userId, job.id);
}

export const handler = middy<ExportWorkerEvent, void, Error, Context>(run).use(
  injectLambdaContext(logger, { resetKeys: true }),
);
