import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_LENGTH } from '@reno/domain';

/** A fresh code of RECOVERY_CODE_LENGTH digits from the system's secure random source. */
export function newRecoveryCode(): string {
  return String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');
}

/**
 * What the table keeps instead of the code. Salted with the account's subject, so equal codes of two
 * accounts differ; a short-lived code tried at most five times needs no slow hash.
 */
export function hashRecoveryCode(subject: string, code: string): string {
  return createHash('sha256').update(`${subject}:${code}`).digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
export function recoveryCodeMatcher(subject: string, code: string): (storedHash: string) => boolean {
  const supplied = Buffer.from(hashRecoveryCode(subject, code), 'hex');
  return (storedHash) => {
    const stored = Buffer.from(storedHash, 'hex');
    return stored.length === supplied.length && timingSafeEqual(stored, supplied);
  };
}
