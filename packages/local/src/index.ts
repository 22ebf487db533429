export { startLocalStack } from './local-stack';
export type { LocalStack, LocalStackOptions } from './local-stack';
export type { RuntimeConfig } from './config-json';
export type { DemoAccount } from './demo/demo-account';
export type { StackLogger } from './logger';
export type { WebMode } from './web/web-frontend';
export { LocalStackError } from './errors';
export type { LambdaHandler } from './api/function-modules';
export { createLocalReceiptReader, type LocalReceiptReader } from './services/receipt-reader';
