import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../../app/theme';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { createQueryClient } from '../../../lib/query-client';
import { RuntimeConfigContext } from '../../../lib/runtime-config-context';
import { testConfig } from '../../../testing/test-config';
import { TestStyles } from '../../../testing/style-cache';
import { AuthServiceContext, type AuthService } from '../../../entities/session/api/auth-service';

export const TEST_TOKEN = 'test-id-token';

const fakeAuth: AuthService = {
  getIdToken: async () => TEST_TOKEN,
  signIn: async () => 'signedIn',
  signUp: async () => 'signedIn',
  confirmSignUp: async () => undefined,
  resendSignUpCode: async () => undefined,
  requestPasswordReset: async () => undefined,
  confirmPasswordReset: async () => 'signedIn',
  signInWithProvider: async () => undefined,
  isEmailVerified: async () => true,
  sendEmailCode: async () => undefined,
  confirmEmail: async () => undefined,
  signOut: async () => undefined,
};

/** Renders inside the providers the app shell gives the chat: query client, config, auth, toasts, theme. */
export function renderWithChatProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const result = render(
    <TestStyles>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RuntimeConfigContext value={testConfig}>
            <AuthServiceContext value={fakeAuth}>
              <ToastProvider>{ui}</ToastProvider>
            </AuthServiceContext>
          </RuntimeConfigContext>
        </QueryClientProvider>
      </ThemeProvider>
    </TestStyles>,
  );
  return { ...result, queryClient };
}
