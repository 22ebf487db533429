import { useEffect } from 'react';

/**
 * Registers the service worker (offline use, installing the app) once the signed-in app has rendered:
 * only people who sign in download it and its precache. Workbox loads in a chunk of its own.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    void import('../api/register-service-worker').then((module) => module.registerServiceWorker());
  }, []);
}
