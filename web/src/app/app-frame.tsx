import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../lib/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { theme } from './theme';

/** What every page is drawn in, a first visit's landing page too: MUI's theme and /config.json. */
export function AppFrame({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
    </ThemeProvider>
  );
}
