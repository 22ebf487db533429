import { readFile } from 'node:fs/promises';
import { STACK_LOG } from '../global-setup';
import { expect } from './fixtures';

/**
 * Every code "mailed" to `email` so far, oldest first: the stack prints cognito-local's codes and the
 * app's own (password recovery) as `… code for <email>: NNNNNN`, as the terminal shows on `npm start`.
 */
export async function codesMailedTo(email: string): Promise<string[]> {
  const escaped = email.replace(/[.+]/g, '\\$&');
  const log = await readFile(STACK_LOG, 'utf8');
  return [...log.matchAll(new RegExp(`code for ${escaped}: (\\d{6})`, 'g'))].map((match) => match[1]!);
}

/** The next code mailed to `email` after `seen` codes. */
export async function nextCodeMailedTo(email: string, seen: number): Promise<string> {
  let codes: string[] = [];
  await expect.poll(async () => (codes = await codesMailedTo(email)).length).toBeGreaterThan(seen);
  return codes.at(-1)!;
}

/** The latest code mailed to `email`, once there is one. */
export async function mailedCode(email: string): Promise<string> {
  return nextCodeMailedTo(email, 0);
}
