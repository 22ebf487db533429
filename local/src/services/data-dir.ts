import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirError } from '../errors';

/** Where each emulator keeps its data; one root so that deleting it resets everything. */
export interface DataDir {
  root: string;
  dynamodb: string;
  s3: string;
  cognito: string;
  /** Ids and passwords the stack chose on its first start (see state-file.ts). */
  stateFile: string;
  /** A temporary root (persist: false) is deleted on stop; DynamoDB then runs in memory. */
  temporary: boolean;
}

function layout(root: string, temporary: boolean): DataDir {
  return {
    root,
    dynamodb: join(root, 'dynamodb'),
    s3: join(root, 's3'),
    cognito: join(root, 'cognito'),
    stateFile: join(root, 'stack.json'),
    temporary,
  };
}

/** Creates the folders (or a temporary root) and checks that every one of them is readable and writable. */
export async function prepareDataDir(persistRoot: string | null): Promise<DataDir> {
  const dir = persistRoot
    ? layout(persistRoot, false)
    : layout(await mkdtemp(join(tmpdir(), 'reno-local-')), true);
  for (const path of [dir.root, dir.dynamodb, dir.s3, dir.cognito]) {
    try {
      await mkdir(path, { recursive: true });
      await access(path, constants.R_OK | constants.W_OK | constants.X_OK);
    } catch (error) {
      throw dataDirError(path, error);
    }
  }
  return dir;
}

export async function removeTemporaryDataDir(dir: DataDir): Promise<void> {
  if (dir.temporary) await rm(dir.root, { recursive: true, force: true });
}
