// Records-archive jobs (issue 23): the API starts one per project at a time, the worker reports progress
// and the outcome on it, the web polls it. Jobs and their run markers expire a day after the start.
import { randomUUID } from 'node:crypto';
import { FIRST_HOME_ID, type ExportJobStatus } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { countDailyUse, type DailyQuota } from './daily-quotas';
import { ensureFirstHome } from './homes';
import { exportJobKey, exportRunKey, homeKey, homePacketRunKey } from './keys';
import { NotFoundError } from './errors';
import { requireLiveProject } from './live-links';
import { deleteItem, getItem, updateItem, type Item } from './requests';
import { conditions, RepairThenRetry, runTransaction, TransactionBuilder } from './transaction';
import { num, str } from './validate';

const EXPORT_JOB_TTL_SECONDS = 24 * 60 * 60;
/**
 * A job still 'running' this long after its start has lost its worker (Lambda stops one at 15 minutes):
 * it reads as failed, and the project may start another.
 */
export const EXPORT_RUN_LIMIT_SECONDS = 16 * 60;

interface ExportJobFields {
  id: string;
  userId: string;
  status: ExportJobStatus;
  filesDone: number;
  filesTotal: number;
  fileName: string;
  /** Where the worker writes the archive: always built from the owner and the job id. */
  objectKey: string;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * When the worker of a cancelled job stopped (null until then): the job holds its project (or home), so
   * that no new export of it starts beside a worker still running.
   */
  stoppedAt: string | null;
}

/** A project's records archive (jobs stored before home packets name no kind: they are these). */
export interface ProjectExportJob extends ExportJobFields {
  kind: 'project';
  projectId: number;
  homeId: null;
}

/** A home's packet (docs/product.md#home-packet), with the cost basis when its starter asked for it. */
export interface HomePacketJob extends ExportJobFields {
  kind: 'homePacket';
  projectId: null;
  homeId: number;
  includeBasis: boolean;
}

export type ExportJobRecord = ProjectExportJob | HomePacketJob;

/** What a job is of: the project or home whose run marker it holds while it runs. */
type ExportSubject =
  { kind: 'project'; projectId: number } | { kind: 'homePacket'; homeId: number; includeBasis: boolean };

const runKeyOf = (householdId: string, subject: ExportSubject) =>
  subject.kind === 'project'
    ? exportRunKey(householdId, subject.projectId)
    : homePacketRunKey(householdId, subject.homeId);

/** The subject a stored job names. */
function subjectOf(item: Item): ExportSubject {
  return item.kind === 'homePacket'
    ? { kind: 'homePacket', homeId: num(item.homeId), includeBasis: item.includeBasis === true }
    : { kind: 'project', projectId: num(item.projectId) };
}

/** The archive's object key: under the owner's own `exports/users/<sub>/` prefix. */
function exportObjectKey(householdId: string, jobId: string): string {
  return `exports/users/${householdId}/${jobId}.zip`;
}

const LOST_WORKER = 'The archive took too long to build. Please try again.';

function toExportJobRecord(item: Item, now: Date): ExportJobRecord {
  const fields: ExportJobFields = {
    id: String(item.id),
    userId: String(item.userId),
    status: item.status as ExportJobStatus,
    filesDone: num(item.filesDone),
    filesTotal: num(item.filesTotal),
    fileName: String(item.fileName),
    objectKey: String(item.objectKey),
    error: str(item.error),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    stoppedAt: str(item.stoppedAt),
  };
  if (fields.status === 'running' && isOverdue(fields.createdAt, now))
    Object.assign(fields, { status: 'failed', error: LOST_WORKER });
  const subject = subjectOf(item);
  return subject.kind === 'project'
    ? { ...fields, ...subject, homeId: null }
    : { ...fields, ...subject, projectId: null };
}

function isOverdue(createdAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(createdAt) > EXPORT_RUN_LIMIT_SECONDS * 1000;
}

export async function getExportJob(
  ctx: DataContext,
  householdId: string,
  id: string,
): Promise<ExportJobRecord | undefined> {
  const item = await getItem(ctx, exportJobKey(householdId, id));
  return item ? toExportJobRecord(item, nowOf(ctx)) : undefined;
}

/** Thrown inside the start transaction when the project already has a live run marker. */
class AlreadyRunning extends Error {}

/**
 * Starts a job for the project, or returns the one holding it (`started` false): running, or cancelled
 * with its worker not yet stopped. One transaction puts the job and the project's run marker, refused
 * while a marker younger than the run limit exists, and counts the start against `dailyQuota` (the
 * route passes the caller's plan's): only a start that happens is counted, and past the quota it throws
 * DailyQuotaReachedError. Throws NotFoundError for a missing or foreign project.
 */
export async function startExportJob(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  fileName: string,
  dailyQuota?: DailyQuota,
): Promise<{ job: ProjectExportJob; started: boolean }> {
  const started = await startJob(ctx, householdId, { kind: 'project', projectId }, fileName, dailyQuota);
  return started as { job: ProjectExportJob; started: boolean };
}

/**
 * Starts the home's packet, or returns the packet job holding the home, as startExportJob does for a
 * project (one at a time per home, counted against the same daily quota). NotFoundError for a missing home.
 */
export async function startHomePacketJob(
  ctx: DataContext,
  householdId: string,
  packet: { homeId: number; includeBasis: boolean },
  fileName: string,
  dailyQuota?: DailyQuota,
): Promise<{ job: HomePacketJob; started: boolean }> {
  const started = await startJob(ctx, householdId, { kind: 'homePacket', ...packet }, fileName, dailyQuota);
  return started as { job: HomePacketJob; started: boolean };
}

async function startJob(
  ctx: DataContext,
  householdId: string,
  subject: ExportSubject,
  fileName: string,
  dailyQuota?: DailyQuota,
): Promise<{ job: ExportJobRecord; started: boolean }> {
  const runKey = runKeyOf(householdId, subject);
  for (;;) {
    const now = nowOf(ctx);
    const id = randomUUID();
    const timestamp = now.toISOString();
    const epoch = Math.floor(now.getTime() / 1000);
    const item = {
      ...exportJobKey(householdId, id),
      id,
      userId: householdId,
      ...subject,
      status: 'running',
      filesDone: 0,
      filesTotal: 0,
      fileName,
      objectKey: exportObjectKey(householdId, id),
      error: null,
      createdAt: timestamp,
      updatedAt: timestamp,
      expiresAt: epoch + EXPORT_JOB_TTL_SECONDS,
    };
    try {
      await runTransaction(async () => {
        const transaction = new TransactionBuilder(ctx);
        if (subject.kind === 'project') requireLiveProject(transaction, householdId, subject.projectId);
        else
          transaction.check(homeKey(householdId, subject.homeId), conditions.exists, () =>
            subject.homeId === FIRST_HOME_ID
              ? new RepairThenRetry(async (c) => void (await ensureFirstHome(c, householdId)))
              : new NotFoundError('home', subject.homeId),
          );
        transaction
          .put(
            { ...runKey, jobId: id, startedAt: epoch, expiresAt: epoch + EXPORT_JOB_TTL_SECONDS },
            {
              condition: (p) =>
                `${conditions.notExists(p)} OR ${p.name('startedAt')} < ${p.value(epoch - EXPORT_RUN_LIMIT_SECONDS)}`,
              onConditionFailed: () => new AlreadyRunning(),
            },
          )
          .put(item);
        // After the marker, so that a subject already exporting is answered with its job, not a 429.
        if (dailyQuota) countDailyUse(transaction, householdId, dailyQuota, now);
        return { transaction, result: undefined };
      });
      return { job: toExportJobRecord(item, now), started: true };
    } catch (error) {
      if (!(error instanceof AlreadyRunning)) throw error;
      const marker = await getItem(ctx, runKey);
      const running = marker && (await getExportJob(ctx, householdId, String(marker.jobId)));
      if (running) return { job: running, started: false };
      // The marker went away in between (that run just ended): try again.
    }
  }
}

/**
 * The worker's progress. Returns false when the job is no longer running (cancelled), so the worker
 * stops; the write is refused then and changes nothing.
 */
export async function recordExportProgress(
  ctx: DataContext,
  householdId: string,
  id: string,
  progress: { filesDone: number; filesTotal: number },
): Promise<boolean> {
  try {
    await updateItem(ctx, {
      Key: exportJobKey(householdId, id),
      UpdateExpression: 'SET filesDone = :done, filesTotal = :total, updatedAt = :now',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':done': progress.filesDone,
        ':total': progress.filesTotal,
        ':now': nowOf(ctx).toISOString(),
        ':running': 'running',
      },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Ends a running job as ready or failed (its worker's outcome) and removes the project's run marker (if
 * it is still this job's). Returns false when the job had already ended (cancelled by its owner
 * meanwhile: the worker then stops it, `stopCancelledExportJob`).
 */
export async function finishExportJob(
  ctx: DataContext,
  householdId: string,
  id: string,
  outcome: { status: 'ready'; filesDone?: number } | { status: 'failed'; error: string },
): Promise<boolean> {
  const job = await getItem(ctx, exportJobKey(householdId, id));
  if (!job || job.status !== 'running') return false;
  const set: Record<string, unknown> = {
    status: outcome.status,
    updatedAt: nowOf(ctx).toISOString(),
    error: outcome.status === 'failed' ? outcome.error : null,
  };
  if (outcome.status === 'ready' && outcome.filesDone !== undefined) set.filesDone = outcome.filesDone;
  const endJob = (transaction: TransactionBuilder) =>
    transaction.update(
      exportJobKey(householdId, id),
      { set },
      { condition: conditions.equals('status', 'running'), onConditionFailed: () => new JobEnded() },
    );
  return endRun(ctx, householdId, id, subjectOf(job), endJob);
}

/**
 * The job's last write (`writeJob`, whose condition fails with JobEnded if another end came first) and
 * the removal of its subject's run marker, in one transaction. False when the job had already ended.
 */
async function endRun(
  ctx: DataContext,
  householdId: string,
  id: string,
  subject: ExportSubject,
  writeJob: (transaction: TransactionBuilder) => TransactionBuilder,
): Promise<boolean> {
  try {
    await runTransaction(async () => {
      const transaction = writeJob(new TransactionBuilder(ctx)).delete(runKeyOf(householdId, subject), {
        condition: (p) => `${conditions.notExists(p)} OR ${p.name('jobId')} = ${p.value(id)}`,
        onConditionFailed: () => new MarkerOfAnotherRun(),
      });
      return { transaction, result: undefined };
    });
    return true;
  } catch (error) {
    if (error instanceof JobEnded) return false;
    if (!(error instanceof MarkerOfAnotherRun)) throw error;
  }
  // A newer run holds the marker (this one was overdue): write the job alone.
  try {
    await writeJob(new TransactionBuilder(ctx)).send();
    return true;
  } catch (error) {
    if (error instanceof JobEnded) return false;
    throw error;
  }
}

class JobEnded extends Error {}
class MarkerOfAnotherRun extends Error {}

/**
 * Cancels a running job: its worker notices between files, stops and then frees the project
 * (`stopCancelledExportJob`); until then the project's marker stays and a new start is answered with
 * this job. Returns the job as it was when cancelled ('running'); a job that had ended, or that its
 * worker ended before the cancel could, as it ended; or undefined.
 */
export async function cancelExportJob(
  ctx: DataContext,
  householdId: string,
  id: string,
): Promise<ExportJobRecord | undefined> {
  const job = await getExportJob(ctx, householdId, id);
  if (job?.status !== 'running') return job;
  try {
    await new TransactionBuilder(ctx)
      .update(
        exportJobKey(householdId, id),
        { set: { status: 'cancelled', updatedAt: nowOf(ctx).toISOString() } },
        { condition: conditions.equals('status', 'running'), onConditionFailed: () => new JobEnded() },
      )
      .send();
    return job;
  } catch (error) {
    if (!(error instanceof JobEnded)) throw error;
    return getExportJob(ctx, householdId, id);
  }
}

/**
 * The worker of a cancelled job has stopped: the job says so and the project's run marker goes (if it
 * is still this job's), in one transaction, so the project may export again. Returns false when the job
 * is not a cancelled one (it ended otherwise, or is gone).
 */
export async function stopCancelledExportJob(
  ctx: DataContext,
  householdId: string,
  id: string,
): Promise<boolean> {
  const job = await getItem(ctx, exportJobKey(householdId, id));
  if (!job || job.status !== 'cancelled') return false;
  const markStopped = (transaction: TransactionBuilder) =>
    transaction.update(
      exportJobKey(householdId, id),
      { set: { stoppedAt: nowOf(ctx).toISOString() } },
      { condition: conditions.equals('status', 'cancelled'), onConditionFailed: () => new JobEnded() },
    );
  return endRun(ctx, householdId, id, subjectOf(job), markStopped);
}

/** Forgets a finished job (its archive is deleted by the caller). */
export async function deleteExportJob(ctx: DataContext, householdId: string, id: string): Promise<void> {
  await deleteItem(ctx, { Key: exportJobKey(householdId, id) });
}

function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}
