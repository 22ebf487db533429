import { readFile } from 'node:fs/promises';

/**
 * Every code "mailed" to `email` so far, oldest first, read from the stack's log at `logPath`: the stack
 * prints cognito-local's codes and the app's own (password recovery) as `… code for <email>: NNNNNN`,
 * as the terminal shows on `npm start`.
 */
export async function codesInLog(logPath: string, email: string): Promise<string[]> {
  const escaped = email.replace(/[.+]/g, '\\$&');
  const log = await readFile(logPath, 'utf8');
  return [...log.matchAll(new RegExp(`code for ${escaped}: (\\d{6})`, 'g'))].map((match) => match[1]!);
}
