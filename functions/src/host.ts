// Everything a host of these functions needs, in one entry (`@reno/functions/host`): the route table (what
// runs where, and its access), the folder its entries are relative to, the stand-ins a handler's
// composition root takes, and the shapes those stand-ins implement. The local stack hosts the handlers
// through this module alone, as infra deploys them from the route table.
import { fileURLToPath } from 'node:url';

export {
  chatStream,
  resources,
  routes,
  scheduledJobs,
  userPoolTriggers,
  workers,
  type ResourceDefinition,
  type ResourceName,
  type RouteDefinition,
  type ScheduledJobName,
} from './routes';
export type { LocalStandIns } from './lib/local-stand-ins';
export type { WorkerInvoker } from './lib/aws/invoke-worker';
export type { MailMessage, MailSender } from './lib/mail/mail-sender';
export { mailLine } from './lib/mail/mail-line';
export type { ReceiptText, ReceiptTextReader } from './lib/receipts/receipt-text-reader';
export { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from './lib/http/origin-header';

/** The package folder: the route table's `entry` paths are relative to it. */
export const functionsRoot = fileURLToPath(new URL('..', import.meta.url));
