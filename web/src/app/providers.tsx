import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReconnectingGate } from '../components/connection/reconnecting-gate';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthServiceContext, type AuthService } from '../features/auth/api/auth-service';
import { AuthProvider } from '../features/auth/components/auth-provider';
import type { RuntimeConfig } from '../lib/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { theme } from './theme';

export interface AppDependencies {
  config: RuntimeConfig;
  authService: AuthService;
  queryClient: QueryClient;
}

export function AppProviders({
  config,
  authService,
  queryClient,
  children,
}: AppDependencies & { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RuntimeConfigContext value={config}>
        <QueryClientProvider client={queryClient}>
          <AuthServiceContext value={authService}>
            <ToastProvider>
              <AuthProvider>{children}</AuthProvider>
              <ReconnectingGate />
            </ToastProvider>
          </AuthServiceContext>
        </QueryClientProvider>
      </RuntimeConfigContext>
    </ThemeProvider>
  );
}
