import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../lib/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { createAppStyleCache } from './style-cache';
import { theme } from './theme';

const styleCache = createAppStyleCache();

/** What every page is drawn in, a first visit's landing page too: MUI's theme and /config.json. */
export function AppFrame({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
      </ThemeProvider>
    </CacheProvider>
  );
}
