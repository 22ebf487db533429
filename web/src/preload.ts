import { preloadSession } from './app/preload-signed-in';

// A second, tiny entry, which index.html loads beside the main one (web/preload-entry.ts puts its script
// tag there): it starts a stored session's first downloads while the main entry is still arriving.
preloadSession();
