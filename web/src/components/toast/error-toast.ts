import { describeError } from '../../lib/api-errors';
import type { ToastInput } from './use-toast';

/**
 * The destructive toast of a failure: `title` says what failed, the description says why in words
 * (describeError), and 'Retry' is offered when a second try may work and the caller can make one.
 */
export function errorToast(title: string, error: unknown, retry?: () => void): ToastInput {
  const words = describeError(error);
  return {
    title,
    description: words.message,
    variant: 'destructive',
    action: words.retry && retry ? { label: 'Retry', onClick: retry } : undefined,
  };
}
