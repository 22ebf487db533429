import {
  DailyQuotaReachedError,
  cancelExportJob,
  deleteExportJob,
  finishExportJob,
  getExportJob,
  getProject,
  startExportJob,
  startHomePacketJob,
  type ExportJobRecord,
} from '@reno/data';
import { EXPORT_MESSAGES, exportFileName, homePacketFileName, todayLocalDateString } from '@reno/domain';
import { workerInvokerFromEnv, type WorkerInvoker } from '../lib/aws/invoke-worker';
import { data } from '../lib/data-context';
import { deleteExportArchive } from '../lib/export/export-archive-object';
import { EXPORT_QUOTA } from '../lib/export/export-quota';
import { requireHome } from '../lib/home-record/require-home';
import type { ExportWorkerEvent } from '../lib/export/worker-event';
import { presentExportJob } from '../lib/export/present-export-job';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { createApiHandler } from '../lib/http/create-api-handler';
import { NotFoundError } from '../lib/http/errors';
import { idParam, uuidParam } from '../lib/http/path-params';
import { readJsonBody } from '../lib/http/json-body';
import { json, type ApiResult } from '../lib/http/response';
import { parseRequest } from '../lib/http/validation';
import type { ApiEvent } from '../lib/http/router';
import type { LocalStandIns } from '../lib/local-stand-ins';
import { logger } from '../lib/logger';
import { planQuotaReached, planQuotaShare } from '../lib/quotas/plan-quota';

/** The `{id}` of an export route: anything that is not a job id (a UUID) names no job (404). */
const jobIdParam = (event: ApiEvent) => uuidParam(event, 'id', EXPORT_MESSAGES.notFound);

/**
 * POST /api/projects/{id}/export → 202 with the job: a new one whose worker is started now, or the one
 * holding the project (never two workers at once: a cancelled job holds it until its worker stopped).
 * New starts count against the caller's daily export quota (429 past it).
 */
async function startProjectExport(event: ApiEvent, invokeWorker: WorkerInvoker): Promise<ApiResult> {
  const { householdId } = getActor(event);
  const projectId = idParam(event, 'Project');
  const project = await found(getProject(data, householdId, projectId), 'Project');
  const fileName = exportFileName(project.name, todayLocalDateString());
  return startWorker(householdId, invokeWorker, (quota) =>
    startExportJob(data, householdId, projectId, fileName, quota),
  );
}

/**
 * POST /api/homes/{id}/packet { includeBasis } → 202 with the home packet's job (docs/product.md#home-packet),
 * started as a project's export is: one at a time per home, on the same daily quota.
 */
async function startHomePacket(event: ApiEvent, invokeWorker: WorkerInvoker): Promise<ApiResult> {
  const { householdId } = getActor(event);
  const homeId = idParam(event, 'Home');
  const body = await parseRequest('homePacketInputSchema', readJsonBody(event));
  const home = await requireHome(householdId, homeId);
  const fileName = homePacketFileName(home.name, todayLocalDateString());
  const packet = { homeId, includeBasis: body.includeBasis };
  return startWorker(householdId, invokeWorker, (quota) =>
    startHomePacketJob(data, householdId, packet, fileName, quota),
  );
}

type QuotaShare = Awaited<ReturnType<typeof planQuotaShare>>;

/** Starts a job counted against the daily quota and, when it is new, its worker. */
async function startWorker(
  householdId: string,
  invokeWorker: WorkerInvoker,
  startJob: (quota: QuotaShare) => Promise<{ job: ExportJobRecord; started: boolean }>,
): Promise<ApiResult> {
  const { job, started } = await startCounted(householdId, startJob);
  if (!started) return json(202, await presentExportJob(job));
  const payload: ExportWorkerEvent = { userId: householdId, jobId: job.id };
  try {
    await invokeWorker('export-worker', payload);
  } catch (error) {
    logger.error('export worker could not be started', { error });
    await finishExportJob(data, householdId, job.id, { status: 'failed', error: EXPORT_MESSAGES.failed });
    return json(202, await presentExportJob((await getExportJob(data, householdId, job.id)) ?? job));
  }
  return json(202, await presentExportJob(job));
}

async function startCounted(
  householdId: string,
  startJob: (quota: QuotaShare) => Promise<{ job: ExportJobRecord; started: boolean }>,
) {
  const now = new Date();
  const quota = await planQuotaShare(householdId, EXPORT_QUOTA, now);
  try {
    return await startJob(quota);
  } catch (error) {
    if (error instanceof DailyQuotaReachedError) throw planQuotaReached(EXPORT_QUOTA, quota, now);
    throw error;
  }
}

async function read(event: ApiEvent): Promise<ApiResult> {
  const { householdId } = getActor(event);
  const job = await getExportJob(data, householdId, jobIdParam(event));
  if (!job) throw new NotFoundError(EXPORT_MESSAGES.notFound);
  return json(200, await presentExportJob(job));
}

/**
 * DELETE /api/exports/{id} → 204. A running job is cancelled (its worker stops between files and aborts
 * the upload); a finished one, or one its worker finished before the cancel could land, is forgotten,
 * with its archive. A cancelled job whose worker has not stopped yet stays until it has: it holds the
 * project meanwhile.
 */
async function remove(event: ApiEvent): Promise<ApiResult> {
  const { householdId } = getActor(event);
  const id = jobIdParam(event);
  const job = await cancelExportJob(data, householdId, id);
  if (!job) throw new NotFoundError(EXPORT_MESSAGES.notFound);
  const holdsProject = job.status === 'cancelled' && job.stoppedAt === null;
  if (job.status !== 'running' && !holdsProject) {
    if (job.status === 'ready') await deleteExportArchive(job.objectKey);
    await deleteExportJob(data, householdId, id);
  }
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}

/**
 * The function's composition root: workers start through Lambda's asynchronous invoke of the function
 * the environment names, or through the host's invoker when the local stack gives one.
 */
export function createHandler(standIns: LocalStandIns = {}) {
  const invokeWorker = workerInvokerFromEnv(process.env, standIns.invokeWorker);
  return createApiHandler({
    'POST /api/projects/{id}/export': (event) => startProjectExport(event, invokeWorker),
    'POST /api/homes/{id}/packet': (event) => startHomePacket(event, invokeWorker),
    'GET /api/exports/{id}': read,
    'DELETE /api/exports/{id}': remove,
  });
}

export const handler = createHandler();
