import { createContext, useContext } from 'react';

type ToastVariant = 'default' | 'success' | 'destructive';

/**
 * A toast (docs/product.md#toasts): title, description, variant (default, success, destructive),
 * duration (default 5000 ms; none for a toast with an action, which stays until used or closed).
 */
export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  duration?: number | undefined;
  /** A button beside the text, e.g. 'Retry'; pressing it also closes the toast. */
  action?: ToastAction | undefined;
}

interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: string | undefined;
  action?: ToastAction | undefined;
}

export interface ToastApi {
  toast: (input: ToastInput) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
