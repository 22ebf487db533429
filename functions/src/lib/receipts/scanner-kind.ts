export type ScannerKind = 'textract' | 'offline';

/** A deployment mistake: logged in full, answered with a bare 500. */
export class ScannerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScannerConfigError';
  }
}

/**
 * RECEIPT_SCANNER=textract|offline chooses the engine. Unset, a Lambda (AWS_LAMBDA_FUNCTION_NAME is set
 * by the runtime) uses Textract, so offline reading is never used silently in AWS; everywhere else (the
 * local stack, no AWS account) the offline reader does.
 */
export function scannerKindFromEnv(env: NodeJS.ProcessEnv = process.env): ScannerKind {
  const chosen = env.RECEIPT_SCANNER?.trim().toLowerCase();
  if (chosen === 'textract' || chosen === 'offline') return chosen;
  if (chosen) {
    throw new ScannerConfigError(
      `RECEIPT_SCANNER must be 'textract' or 'offline', not '${env.RECEIPT_SCANNER}'`,
    );
  }
  return env.AWS_LAMBDA_FUNCTION_NAME ? 'textract' : 'offline';
}
