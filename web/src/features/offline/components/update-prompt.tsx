import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FloatingNotice } from '../../../lib/floating-notice';

/**
 * A new build is installed and waits: this page keeps running the build it started with (whose chunks
 * the old worker still serves) until the user reloads into the new one.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <FloatingNotice at="bottom">
      <Alert
        severity="info"
        role="status"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            Reload
          </Button>
        }
      >
        A new version is ready
      </Alert>
    </FloatingNotice>
  );
}
