import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { onlineManager } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { OFFLINE_WORDS } from '../lib/connection/offline-error';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

/**
 * A screen that cannot be drawn (its code did not download: offline, a screen never opened on this
 * browser; or an error while drawing it) says so in its place, with 'Reload', and the sidebar stays usable
 * (docs/product.md#offline-use). Without it React would unmount the whole app and leave a blank page.
 * The shell keys it by the path, so opening another screen starts afresh.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to draw', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>This screen could not be opened</AlertTitle>
        {onlineManager.isOnline() ? 'Something went wrong while loading it.' : OFFLINE_WORDS}
      </Alert>
    );
  }
}
