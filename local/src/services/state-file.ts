import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dataDirError, LocalStackError } from '../errors';

/** What the first start chose and later starts must find again (the pool, the passwords it printed). */
export interface StackState {
  userPoolId?: string;
  userPoolClientId?: string;
  adminPassword?: string;
  demo?: {
    email: string;
    password: string;
    /** True once the sample project is fully in the table; a start retries until it is. */
    seeded: boolean;
    /** The second demo login: an editor in the demo household (issue 39). */
    member?: { email: string; password: string };
  };
}

export async function readState(path: string): Promise<StackState> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw dataDirError(path, error);
  }
  try {
    return JSON.parse(text) as StackState;
  } catch (error) {
    throw new LocalStackError(
      `${path} is not valid JSON. Delete it (or run npm start -- --reset) and start again.`,
      { cause: error },
    );
  }
}

/** Written to a temporary file first, so an interrupted start never leaves half a file behind. */
export async function writeState(path: string, state: StackState): Promise<void> {
  try {
    await writeFile(`${path}.tmp`, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
    await rename(`${path}.tmp`, path);
  } catch (error) {
    throw dataDirError(path, error);
  }
}

/** A password Cognito's default policy accepts (upper, lower, digit, symbol) and a person can type. */
export function generatePassword(): string {
  const words = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
  return `Reno-${words}-${(randomBytes(2).readUInt16BE() % 90) + 10}a`;
}
