import {
  EXPORT_MESSAGES,
  exportFileName,
  homePacketFileName,
  homePacketInputSchema,
  isExportRunning,
  todayLocalDateString,
  type ExportJob,
  type Home,
  type Project,
} from '@reno/domain';
import { strToU8, zipSync } from 'fflate';
import { http, type HttpHandler } from 'msw';
import type { FakeBackend, FakeDb } from './fake-db';
import { homesOf } from './home-handlers';
import { idOf, invalidInput, json, notFound, route } from './fake-route';

/** Where the fake's finished archives download from (a presigned GET in the real API). */
export const FAKE_EXPORTS_URL = 'http://s3.test/exports';

/** The stored files a job packs: a project's receipts and attachments (a home packet packs none in the fake). */
function storedFilesOf(db: FakeDb, projectId: number | null): string[] {
  const receipts = db.expenses
    .filter((expense) => expense.projectId === projectId && expense.imageUrl)
    .map((expense) => `receipts/${expense.date} ${expense.description} #${expense.id}.jpg`);
  const attachments = db.estimates
    .filter((estimate) => estimate.projectId === projectId && estimate.attachmentUrl)
    .map((estimate) => `attachments/${estimate.date} ${estimate.title} #${estimate.id}.pdf`);
  return [...receipts, ...attachments];
}

/** A small archive with the real one's layout: the expense list and a placeholder per stored file. */
function archiveOf(db: FakeDb, job: ExportJob): Uint8Array {
  if (job.kind === 'homePacket') return zipSync({ 'home-packet.pdf': strToU8('%PDF-1.7 home packet') });
  const projectId = job.projectId;
  const expenses = db.expenses.filter((expense) => expense.projectId === projectId);
  const csv = [
    'Date,Description,Amount',
    ...expenses.map((expense) => `${expense.date},${expense.description},${expense.amount}`),
  ].join('\r\n');
  const files: Record<string, Uint8Array> = { 'expenses.csv': strToU8(`\uFEFF${csv}\r\n`) };
  for (const name of storedFilesOf(db, projectId)) files[name] = strToU8(`stored file ${name}`);
  return zipSync(files);
}

/**
 * The export routes over an in-memory job list: a started job answers like the real one's first
 * moment (nothing counted yet), and each poll moves it on (counted and half packed, then ready with a
 * download link the fake serves). One running job per project; DELETE cancels a running job and
 * forgets a finished one, as the API does.
 */
export function exportHandlers({ db, nextId }: FakeBackend): HttpHandler[] {
  const jobs: ExportJob[] = [];
  const findJob = (id: string | undefined) => jobs.find((job) => job.id === id);
  const touch = (job: ExportJob, change: Partial<ExportJob>) =>
    Object.assign(job, change, { updatedAt: new Date().toISOString() });

  /** One poll's worth of the worker's progress. */
  function advance(job: ExportJob) {
    if (!isExportRunning(job)) return;
    const total = storedFilesOf(db, job.projectId).length;
    if (job.filesTotal === 0 && job.filesDone === 0 && total > 0) {
      touch(job, { filesTotal: total, filesDone: Math.floor(total / 2) });
      return;
    }
    touch(job, {
      status: 'ready',
      filesTotal: total,
      filesDone: total,
      downloadUrl: `${FAKE_EXPORTS_URL}/${job.id}.zip`,
    });
  }

  function startJob(subject: { project: Project } | { home: Home }): ExportJob {
    const now = new Date().toISOString();
    const day = todayLocalDateString();
    const job: ExportJob = {
      id: `00000000-0000-4000-8000-${String(nextId()).padStart(12, '0')}`,
      ...('project' in subject
        ? { kind: 'project', projectId: subject.project.id, homeId: null }
        : { kind: 'homePacket', projectId: null, homeId: subject.home.id }),
      status: 'running',
      filesDone: 0,
      filesTotal: 0,
      fileName:
        'project' in subject
          ? exportFileName(subject.project.name, day)
          : homePacketFileName(subject.home.name, day),
      downloadUrl: null,
      createdAt: now,
      updatedAt: now,
      error: null,
    };
    jobs.push(job);
    return job;
  }

  return [
    route('POST', '/api/projects/{id}/export', ({ params }) => {
      const project = db.projects.find((candidate) => candidate.id === idOf(params.id));
      if (!project) return notFound('Project');
      const running = jobs.find((job) => job.projectId === project.id && isExportRunning(job));
      return json(202, running ?? startJob({ project }));
    }),
    route('POST', '/api/homes/{id}/packet', ({ params, body }) => {
      if (body === undefined) return json(400, { error: 'Request body is required' });
      const parsed = homePacketInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const home = homesOf(db).find((candidate) => candidate.id === idOf(params.id));
      if (!home) return notFound('Home');
      const running = jobs.find((job) => job.homeId === home.id && isExportRunning(job));
      return json(202, running ?? startJob({ home }));
    }),
    route('GET', '/api/exports/{id}', ({ params }) => {
      const job = findJob(params.id);
      if (!job) return json(404, { error: EXPORT_MESSAGES.notFound });
      advance(job);
      return json(200, job);
    }),
    route('DELETE', '/api/exports/{id}', ({ params }) => {
      const job = findJob(params.id);
      if (!job) return json(404, { error: EXPORT_MESSAGES.notFound });
      if (isExportRunning(job)) touch(job, { status: 'cancelled' });
      else jobs.splice(jobs.indexOf(job), 1);
      return new Response(null, { status: 204 });
    }),
    http.get(`${FAKE_EXPORTS_URL}/:file`, ({ params }) => {
      const job = jobs.find((candidate) => `${candidate.id}.zip` === params.file);
      if (job?.status !== 'ready') return new Response('NoSuchKey', { status: 404 });
      const archive = archiveOf(db, job);
      return new Response(
        archive.buffer.slice(archive.byteOffset, archive.byteOffset + archive.byteLength) as ArrayBuffer,
        {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(job.fileName)}`,
          },
        },
      );
    }),
  ];
}
