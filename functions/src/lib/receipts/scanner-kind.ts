import { engineFromEnv } from '../engine-from-env';

export type ScannerKind = 'textract' | 'offline';

/** A deployment mistake: logged in full, answered with a bare 500. */
export class ScannerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScannerConfigError';
  }
}

/** RECEIPT_SCANNER=textract|offline: Textract in AWS, the offline reader elsewhere. */
export function scannerKindFromEnv(env: NodeJS.ProcessEnv = process.env): ScannerKind {
  return engineFromEnv(env, 'RECEIPT_SCANNER', { aws: 'textract', local: 'offline' }, ScannerConfigError);
}
