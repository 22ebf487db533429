import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Portal from '@mui/material/Portal';
import { useEffect } from 'react';
import type { Toast } from './use-toast';

const SEVERITY = { default: 'info', success: 'success', destructive: 'error' } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { action } = toast;
  useEffect(() => {
    // One that offers an action ('Retry') stays until it is used or closed: time enough to reach it.
    if (action) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, action, onDismiss]);

  return (
    <Alert
      variant="filled"
      severity={SEVERITY[toast.variant]}
      // Destructive toasts interrupt (alert); the others are announced politely (status).
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      onClose={() => onDismiss(toast.id)}
      action={
        toast.action && (
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onDismiss(toast.id);
                toast.action?.onClick();
              }}
            >
              {toast.action.label}
            </Button>
            <IconButton color="inherit" size="small" aria-label="Close" onClick={() => onDismiss(toast.id)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )
      }
      sx={{ boxShadow: 3, pointerEvents: 'auto' }}
    >
      <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
      {toast.description}
    </Alert>
  );
}

/**
 * Toasts stack at the bottom-left (docs/product.md#toasts). The stack is its own child of <body>, added when
 * the first toast appears: an open dialog hides the page from assistive technology (aria-hidden on its
 * siblings), but not an element added after it opened, so a toast raised from a dialog is still announced.
 */
export function ToastViewport({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  return (
    <Portal>
      <Box
        aria-label="Notifications"
        component="section"
        sx={{
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          width: 'min(420px, calc(100vw - 32px))',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </Box>
    </Portal>
  );
}
