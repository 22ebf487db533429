import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCode, recoveryCodeMatcher } from './recovery-code';

describe('recovery codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are kept as a hash salted by the account, matched only by the same code of the same account', () => {
    const stored = hashRecoveryCode('sub-1', '042917');
    expect(stored).not.toContain('042917');
    expect(hashRecoveryCode('sub-2', '042917')).not.toBe(stored);
    expect(recoveryCodeMatcher('sub-1', '042917')(stored)).toBe(true);
    expect(recoveryCodeMatcher('sub-1', '042918')(stored)).toBe(false);
    expect(recoveryCodeMatcher('sub-2', '042917')(stored)).toBe(false);
    expect(recoveryCodeMatcher('sub-1', '042917')('not-a-hash')).toBe(false);
  });
});
