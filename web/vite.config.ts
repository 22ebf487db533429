import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `vite dev`, /api and /config.json go to a running local stack (RENO_STACK_ORIGIN, default :3000).
// The production build (dist/) is served by the local stack or CloudFront on the same origin as /api.
const stackOrigin = process.env.RENO_STACK_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: stackOrigin, changeOrigin: true },
      '/config.json': { target: stackOrigin, changeOrigin: true },
      '/cognito': { target: stackOrigin, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // The size script reads the manifest to measure what the landing route loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @reno/domain is pure (no I/O, no globals): a module none of whose exports is used can go.
        // Without this, importing one constant keeps every zod schema (and zod) in the entry chunk.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
