import { ConfigError } from '../config-error';
import { engineFromEnv } from '../engine-from-env';

export type ScannerKind = 'textract' | 'offline';

export class ScannerConfigError extends ConfigError {
  override name = 'ScannerConfigError';
}

/** RECEIPT_SCANNER=textract|offline: Textract in AWS, the offline reader elsewhere. */
export function scannerKindFromEnv(env: NodeJS.ProcessEnv = process.env): ScannerKind {
  return engineFromEnv(env, 'RECEIPT_SCANNER', { aws: 'textract', local: 'offline' }, ScannerConfigError);
}
