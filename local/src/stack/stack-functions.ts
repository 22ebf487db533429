import type { LocalStandIns, MailSender } from '@reno/functions/host';
import { createFunctionLoader, warmUpHandlers, type FunctionLoader } from '../api/function-modules';
import { createWorkerInvoker } from '../api/worker-invoker';
import type { StackLogger } from '../logger';
import { createLocalReceiptReader } from '../receipt-reader/receipt-reader';
import { startLocalScheduler, type LocalScheduler } from '../scheduler/local-scheduler';
import { createMovableClock, type MovableClock } from '../scheduler/movable-clock';

export interface StackFunctions {
  /** Where the API, the chat URL and the workers get each function's handler. */
  load: FunctionLoader;
  /** The stack's movable clock (the reminder sweep's "now"). */
  clock: MovableClock;
  /** Runs the route table's scheduled jobs (the reminder sweep) as EventBridge Scheduler does in AWS. */
  scheduler: LocalScheduler;
  /** Waits for the workers still running, then ends the receipt reading thread. */
  stop(): Promise<void>;
}

/**
 * The functions as the stack runs them, in this process: its stand-ins for the engines no deployed
 * bundle carries, given to the composition root (`createHandler`) of the functions that use them.
 * Receipts are read here, offline, where Textract reads them in AWS; the app's own mail (invitations,
 * password recovery codes) lands in the stack's inbox, where cognito-local's codes do; a worker runs alongside
 * the function that started it. With `loadHandler` (the deployed-bundle tests) the handlers come from
 * there instead, and only the workers use the stack's invoker.
 */
export function startStackFunctions(options: {
  logger: StackLogger;
  mailbox: MailSender;
  loadHandler: FunctionLoader | undefined;
  /** Whether the scheduled jobs also run on their timers. */
  timers: boolean;
}): StackFunctions {
  const { logger } = options;
  const receiptReader = createLocalReceiptReader();
  const workers = createWorkerInvoker({ logger, load: (entry) => load(entry) });
  const clock = createMovableClock();
  const standIns: LocalStandIns = {
    readReceiptText: receiptReader.read,
    mailbox: options.mailbox,
    invokeWorker: workers.invoke,
    clock: clock.now,
  };
  const load = options.loadHandler ?? createFunctionLoader(standIns);
  if (!options.loadHandler) warmUpHandlers(load);
  const scheduler = startLocalScheduler({ logger, load, timers: options.timers });
  return {
    load,
    clock,
    scheduler,
    stop: async () => {
      await scheduler.stop();
      await workers.stop();
      await receiptReader.stop();
    },
  };
}
