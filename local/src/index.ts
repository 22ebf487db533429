export { startLocalStack } from './local-stack';
export type { LocalStack } from './local-stack';
export type { StackLogger } from './logger';
export type { InboxMessage } from './mail/inbox-page';
export { LocalStackError } from './errors';
export type { LambdaHandler } from './api/function-modules';
export { createLocalReceiptReader } from './receipt-reader/receipt-reader';
export { DEMO_RECEIPT } from './demo/demo-receipt';
export { loadTlsCertificate, type TlsCertificate } from './hosted-ui/tls-certificate';
