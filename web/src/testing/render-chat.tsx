import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { ToastProvider } from '../components/toast/toast-provider';
import { createQueryClient } from '../lib/query-client';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { AuthServiceContext } from '../entities/session/api/auth-service';
import { createFakeAuth } from './fake-auth';
import { TestStyles } from './style-cache';
import { testConfig } from './test-config';

/**
 * Renders `ui` inside the providers the app shell gives the chat (query client, config, auth, toasts,
 * theme) and nothing else: the chat's own tests need neither the router nor the fake API.
 */
export function renderWithChatProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const result = render(
    <TestStyles>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RuntimeConfigContext value={testConfig}>
            <AuthServiceContext value={createFakeAuth().service}>
              <ToastProvider>{ui}</ToastProvider>
            </AuthServiceContext>
          </RuntimeConfigContext>
        </QueryClientProvider>
      </ThemeProvider>
    </TestStyles>,
  );
  return { ...result, queryClient };
}
