import type { IncomingMessage, ServerResponse } from 'node:http';
import { scheduledJobs, type ScheduledJobName } from '@reno/functions/host';
import { readBodyOrRefuse } from '../api/request-body';
import type { LocalScheduler } from './local-scheduler';
import type { MovableClock } from './movable-clock';

/** Local only (the stack's loopback guard admits only its own pages and tools on this machine). */
const CLOCK_PATH = '/local/clock';
const JOBS_PATH = '/local/jobs/';

const DAY_MS = 86_400_000;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** What a clock request asks: a time to jump to, days or milliseconds to move on, or the system time. */
function moveClock(clock: MovableClock, body: Record<string, unknown>): string | null {
  if (body.reset === true) clock.reset();
  else if (typeof body.at === 'string' && !Number.isNaN(Date.parse(body.at))) clock.set(new Date(body.at));
  else if (typeof body.advanceDays === 'number' && Number.isFinite(body.advanceDays))
    clock.advance(body.advanceDays * DAY_MS);
  else if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs))
    clock.advance(body.advanceMs);
  else return 'Send { "at": "<ISO time>" }, { "advanceDays": n }, { "advanceMs": n } or { "reset": true }';
  return null;
}

/**
 * The stack's clock and scheduler for tests: GET /local/clock answers `{ now }`; POST /local/clock moves the
 * clock (see moveClock); POST /local/jobs/<name> runs a scheduled job now and answers what it returned
 * (`{ households, sent }` for the reminder sweep).
 */
export function createClockEndpoint(clock: MovableClock, scheduler: LocalScheduler) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === CLOCK_PATH && req.method === 'GET')
      return answer(res, 200, { now: clock.now().toISOString() });
    if (req.method !== 'POST') return answer(res, 405, { error: 'Method Not Allowed' });
    if (path.startsWith(JOBS_PATH)) {
      const name = path.slice(JOBS_PATH.length);
      if (!Object.hasOwn(scheduledJobs, name))
        return answer(res, 404, { error: `No scheduled job '${name}'` });
      return answer(res, 200, {
        now: clock.now().toISOString(),
        result: await scheduler.runNow(name as ScheduledJobName),
      });
    }
    const raw = await readBodyOrRefuse(req, res, 4096);
    if (raw === null) return;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return answer(res, 400, { error: 'The body is not JSON' });
    }
    const problem = moveClock(clock, body ?? {});
    if (problem) return answer(res, 400, { error: problem });
    return answer(res, 200, { now: clock.now().toISOString() });
  };
}

export const isClockPath = (path: string): boolean => path === CLOCK_PATH || path.startsWith(JOBS_PATH);
