import { createLambdaContext } from '@reno/api-gateway';
import { scheduledJobs, type ScheduledJobName } from '@reno/functions/host';
import type { FunctionLoader } from '../api/function-modules';
import type { StackLogger } from '../logger';

export interface LocalScheduler {
  /** Runs the job now (unless a run of it is going: that one's answer), and answers what it returned. */
  runNow(name: ScheduledJobName): Promise<unknown>;
  /** Stops the timers and waits for the runs still going. */
  stop(): Promise<void>;
}

/**
 * EventBridge Scheduler, in this process: each job of the route table's `scheduledJobs` every
 * `localEveryMs` when `timers` is on (the jobs are safe to run again: the reminder sweep's markers send
 * each reminder once), and whenever `runNow` asks. A run never overlaps the same job's previous one.
 */
export function startLocalScheduler(options: {
  logger: StackLogger;
  load: FunctionLoader;
  timers: boolean;
}): LocalScheduler {
  const { logger, load } = options;
  const running = new Map<ScheduledJobName, Promise<unknown>>();
  let stopped = false;

  const run = (name: ScheduledJobName): Promise<unknown> => {
    const going = running.get(name);
    if (going) return going;
    if (stopped) return Promise.reject(new Error(`The local stack is stopping: ${name} was not run`));
    const job = scheduledJobs[name];
    const started = Date.now();
    const event = { source: 'reno.local-scheduler', 'detail-type': 'Scheduled Event', job: name };
    const result = load(job.entry)
      .then((handler) => handler(event, createLambdaContext(`reno-${name}`, job.timeoutSeconds * 1000)))
      .then(
        (answer) => {
          logger.info(`[scheduler] ${name} ${Date.now() - started}ms ${JSON.stringify(answer)}`);
          return answer;
        },
        (error: unknown) => {
          logger.error(`[scheduler] ${name} failed:`, error);
          throw error;
        },
      )
      .finally(() => running.delete(name));
    running.set(name, result);
    return result;
  };

  const jobs = options.timers ? (Object.keys(scheduledJobs) as ScheduledJobName[]) : [];
  const timers = jobs.map((name) => {
    const timer = setInterval(() => run(name).catch(() => {}), scheduledJobs[name].localEveryMs);
    timer.unref();
    return timer;
  });

  return {
    runNow: run,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
}
