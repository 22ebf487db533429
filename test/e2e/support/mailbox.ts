import { readFile } from 'node:fs/promises';
import { STACK_LOG } from '../global-setup';
import { expect } from './fixtures';

/** The code cognito-local "mailed" to `email`: the stack prints it, as the terminal shows on `npm start`. */
export async function mailedCode(email: string): Promise<string> {
  const escaped = email.replace(/[.+]/g, '\\$&');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const log = await readFile(STACK_LOG, 'utf8');
      code = [...log.matchAll(new RegExp(`confirmation code for ${escaped}: (\\d{6})`, 'g'))].at(-1)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
