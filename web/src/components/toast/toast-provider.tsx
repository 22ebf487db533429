import { TIMINGS } from '@reno/domain';
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastApi, type ToastInput } from './use-toast';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

// Alerts load with the first toast: the landing page shows none.
const ToastViewport = lazyWithPreload(() => import('./toast-viewport'), 'ToastViewport');

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [
      ...current,
      {
        id,
        title: input.title,
        description: input.description,
        action: input.action,
        variant: input.variant ?? 'default',
        duration: input.duration ?? TIMINGS.toastDefaultMs,
      },
    ]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}
