import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, makeProject, type FakeApi } from '../../../testing/fake-api';
import { createFakeAuth } from '../../../testing/fake-auth';
import { renderApp } from '../../../testing/render-app';
import { AuthError, AUTH_ERROR_MESSAGES } from '../api/auth-errors';
import { FAKE_RECOVERY_CODE } from '../../../testing/fake-backend/recovery-handlers';
import { retype } from '../../../testing/retype';

const withProject = { projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })] };
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });
/** Cognito's refusal to mail a reset code to an address never verified. */
const noVerifiedAddress = () =>
  cognitoError(
    'InvalidParameterException',
    'Cannot reset password for the user as there is no registered/verified email or phone_number',
  );

async function openForgotPassword(auth = createFakeAuth({ signedIn: false }), api?: FakeApi) {
  const rendered = renderApp({ path: '/login', auth, ...(api ? { api } : { db: withProject }) });
  await rendered.user.type(await screen.findByLabelText(/^Email/), 'dana@example.com');
  await rendered.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  return { ...rendered, auth };
}

describe("login page: 'Forgot password?'", () => {
  it('mails a code to the typed address, takes a new password under the sign-up rule, and signs in', async () => {
    const { user, auth } = await openForgotPassword();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(auth.service.requestPasswordReset).toHaveBeenCalledWith('dana@example.com');
    expect(await screen.findByText(/We sent a code to dana@example.com/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter the code from the e-mail')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'a new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'another one');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(auth.service.confirmPasswordReset).not.toHaveBeenCalled();

    await retype(user, screen.getByLabelText(/^Confirm new password/), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(auth.service.confirmPasswordReset).toHaveBeenCalledWith(
      'dana@example.com',
      '123456',
      'a new secret',
    );
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
  });

  it('says when the code is wrong or expired, and sends a new one on request', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.confirmPasswordReset.mockRejectedValueOnce(
      new AuthError('invalid-code', AUTH_ERROR_MESSAGES['invalid-code']),
    );
    const { user } = await openForgotPassword(auth);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'a new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid or has expired.');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(auth.service.requestPasswordReset).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leads an unconfirmed account to confirm its address first, then mails the reset code', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.requestPasswordReset.mockRejectedValueOnce(noVerifiedAddress());
    const { user } = await openForgotPassword(auth);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(/Your e-mail address is not confirmed yet/)).toBeInTheDocument();
    expect(auth.service.resendSignUpCode).toHaveBeenCalledWith('dana@example.com');
    await user.type(screen.getByLabelText(/^Confirmation Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm address' }));
    expect(auth.service.confirmSignUp).toHaveBeenCalledWith('dana@example.com', '654321');
    expect(await screen.findByText(/We sent a code to dana@example.com/)).toBeInTheDocument();
    expect(auth.service.requestPasswordReset).toHaveBeenCalledTimes(2);
  });

  it('gets a confirmed account with a never-verified address back in with the app’s own code, in the same steps', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.requestPasswordReset.mockRejectedValue(noVerifiedAddress());
    auth.service.resendSignUpCode.mockRejectedValue(
      cognitoError('InvalidParameterException', 'User is already confirmed.'),
    );
    const api = createFakeApi(withProject);
    const rendered = renderApp({ path: '/login', auth, api });
    const { user } = rendered;
    await user.type(await screen.findByLabelText(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(/We sent a code to dana@example.com/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/recovery').map((r) => r.body)).toEqual([
      { email: 'dana@example.com' },
    ]);
    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'a new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // A wrong code reads as Cognito's confirm step reads it.
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['invalid-code']);
    expect(auth.service.signIn).not.toHaveBeenCalled();

    await retype(user, screen.getByLabelText(/^Code/), FAKE_RECOVERY_CODE);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/auth/recovery/confirm').at(-1)?.body).toEqual({
      email: 'dana@example.com',
      code: FAKE_RECOVERY_CODE,
      newPassword: 'a new secret',
    });
    expect(auth.service.signIn).toHaveBeenCalledWith('dana@example.com', 'a new secret');
    expect(auth.service.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('says so when the app’s own code cannot be sent today', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.requestPasswordReset.mockRejectedValue(
      cognitoError('InvalidParameterException', 'no registered/verified email or phone_number'),
    );
    auth.service.resendSignUpCode.mockRejectedValue(
      cognitoError('InvalidParameterException', 'User is already confirmed.'),
    );
    const api = createFakeApi(withProject);
    api.override('POST /api/auth/recovery', () =>
      json(429, { error: 'Too many password recovery requests. Please try again tomorrow.' }),
    );
    const { user } = await openForgotPassword(auth, api);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many password recovery requests. Please try again tomorrow.');
    expect(within(alert).queryByText(/InvalidParameter|429/)).not.toBeInTheDocument();
  });
});

describe('login page: Sign Up tab by address', () => {
  it("opens on 'Sign Up' from the landing page's Get Started", async () => {
    const { user } = renderApp({ path: '/', signedIn: false });
    await user.click(await screen.findByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
