import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { finishExportJob, getExportJob } from '@reno/data';
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
 * archive of the job's project and ends the job: ready, cancelled (its owner asked; the upload is
 * aborted) or failed with a sentence for the user. An archive finished just as its owner cancelled is
 * deleted again.
 */
async function run(event: ExportWorkerEvent): Promise<void> {
  const job = await getExportJob(data, event.userId, event.jobId);
  if (!job || job.status !== 'running') return;
  try {
    const outcome = await buildArchive({ data, s3: workerS3, bucket: bucketName() }, job);
    if (outcome.status === 'cancelled') return;
    const recorded = await finishExportJob(data, job.userId, job.id, outcome);
    if (!recorded) await deleteExportArchive(job.objectKey);
  } catch (error) {
    logger.error('export failed', { error, jobId: job.id });
    const message = error instanceof ProjectGoneError ? PROJECT_GONE : EXPORT_MESSAGES.failed;
    await finishExportJob(data, job.userId, job.id, { status: 'failed', error: message });
  }
}

export const handler = middy<ExportWorkerEvent, void, Error, Context>(run).use(
  injectLambdaContext(logger, { resetKeys: true }),
);
