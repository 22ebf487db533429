import { vi } from 'vitest';

// The web project runs its files one after another in a worker (isolate: false in vitest.config.ts), so
// jsdom, React, MUI and the other packages load once per worker rather than once per file. Our own
// modules keep state of their own (the active household, the connection check, open databases, the fake
// API's server): each file imports them afresh, as if it ran alone. setup.ts imports this first, before the
// modules it resets.
vi.resetModules();
