import { fileURLToPath } from 'node:url';

/** The workspace root (this file is local/src/paths.ts). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm start` keeps everything it persists, unless LOCAL_DATA_DIR says otherwise. */
export const defaultDataDir = fileURLToPath(new URL('../../.local', import.meta.url));

export const webDir = fileURLToPath(new URL('../../web', import.meta.url));
