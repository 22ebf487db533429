// The reading thread's entry (receipt-reader.ts). A worker thread starts without the TypeScript loader of
// the process that starts it (tsx under `npm start`, vitest's own in tests): it registers tsx's first.
import { register } from 'tsx/esm/api';

register();
await import('./thread-main.ts');
