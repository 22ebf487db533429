import { OfflineError } from '../../lib/connection/offline-error';
import { errorToast } from './error-toast';
import { useToast } from './use-toast';

/**
 * For actions that need the server and would otherwise fail silently or in words about the server: when
 * one was not sent because the app is offline, toasts `title` with "You're offline: this needs a
 * connection." (docs/product.md#offline-use) and returns true; returns false for any other failure.
 */
export function useSayOffline(): (title: string, error: unknown) => boolean {
  const { toast } = useToast();
  return (title, error) => {
    if (!(error instanceof OfflineError)) return false;
    toast(errorToast(title, error));
    return true;
  };
}
