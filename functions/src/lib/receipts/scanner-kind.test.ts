import { describe, expect, it } from 'vitest';
import { ScannerConfigError, scannerKindFromEnv } from './scanner-kind';

describe('scannerKindFromEnv', () => {
  it('uses Textract in Lambda and the offline reader elsewhere when unset', () => {
    expect(scannerKindFromEnv({ AWS_LAMBDA_FUNCTION_NAME: 'reno-receipts' })).toBe('textract');
    expect(scannerKindFromEnv({})).toBe('offline');
  });

  it('follows RECEIPT_SCANNER, and refuses an unknown engine', () => {
    expect(scannerKindFromEnv({ RECEIPT_SCANNER: ' Textract ' })).toBe('textract');
    expect(scannerKindFromEnv({ RECEIPT_SCANNER: 'offline', AWS_LAMBDA_FUNCTION_NAME: 'f' })).toBe('offline');
    expect(() => scannerKindFromEnv({ RECEIPT_SCANNER: 'ocr' })).toThrow(ScannerConfigError);
  });
});
