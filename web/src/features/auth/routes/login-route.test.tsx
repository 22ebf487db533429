import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/fake-api';
import { createFakeAuth } from '../../../testing/fake-auth';
import { renderApp } from '../../../testing/render-app';
import { googleOAuth } from '../../../testing/test-config';
import { AuthError, AUTH_ERROR_MESSAGES } from '../api/auth-errors';
import { retype } from '../../../testing/retype';

const withProject = { projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })] };

/** A signed-out fake Cognito whose `step` waits, pending, until the test calls `release`; then signed in. */
function authPendingAt(step: 'signIn' | 'signUp') {
  const auth = createFakeAuth({ signedIn: false });
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  auth.service[step].mockImplementation(async () => {
    await released;
    auth.state.signedIn = true;
    return 'signedIn' as const;
  });
  return { auth, release };
}

describe('login page: Sign In', () => {
  it('shows the validation messages and does not call Cognito', async () => {
    const { user, auth } = renderApp({ path: '/login', signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(auth.service.signIn).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' while pending, then lands on /dashboard", async () => {
    const { auth, release } = authPendingAt('signIn');
    const { user } = renderApp({ path: '/login', auth, db: withProject });

    await user.type(await screen.findByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(auth.service.signIn).toHaveBeenCalledWith('dana@example.com', 'correct horse');
    release();

    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('says clearly when the email or password is wrong', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.signIn.mockRejectedValue(
      new AuthError('invalid-credentials', AUTH_ERROR_MESSAGES['invalid-credentials']),
    );
    const { user } = renderApp({ path: '/login', auth });

    await user.type(await screen.findByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says clearly when the network is down', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.signIn.mockRejectedValue(new AuthError('network', AUTH_ERROR_MESSAGES.network));
    const { user } = renderApp({ path: '/login', auth });

    await user.type(await screen.findByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the sign-in service/i);
  });

  it("offers 'Sign in with' only when a federated provider is configured", async () => {
    const first = renderApp({ path: '/login', signedIn: false });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
    first.unmount();

    const { user, auth } = renderApp({ path: '/login', signedIn: false, config: { oauth: googleOAuth } });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(auth.service.signInWithProvider).toHaveBeenCalledWith('Google');
  });
});

describe('login page: the tabs', () => {
  it('moves the focus with the arrow keys and chooses the focused tab with Enter (the WAI-ARIA tabs pattern)', async () => {
    const { user } = renderApp({ path: '/login', signedIn: false });
    const signInTab = await screen.findByRole('tab', { name: 'Sign In' });
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up' });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(signInTab).toHaveAttribute('tabindex', '0');
    expect(signUpTab).toHaveAttribute('tabindex', '-1');

    signInTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(signUpTab).toHaveFocus();
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-sign-up');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(signInTab).toHaveFocus();
  });
});

describe('login page: Sign Up', () => {
  async function openSignUp() {
    const rendered = renderApp({ path: '/login', signedIn: false, db: { projects: [] } });
    await rendered.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    return rendered;
  }

  it('shows the validation messages of the product', async () => {
    const { user, auth } = await openSignUp();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await retype(user, screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), ' and longer');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(auth.service.signUp).not.toHaveBeenCalled();
  });

  it("shows 'Creating account...' while pending, then signs in (auto-confirmed) to onboarding", async () => {
    const { auth, release } = authPendingAt('signUp');
    const { user } = renderApp({ path: '/login', auth, db: { projects: [] } });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));

    await user.type(screen.getByLabelText('First Name'), 'Dana');
    await user.type(screen.getByLabelText('Last Name'), 'Builder');
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(auth.service.signUp).toHaveBeenCalledWith({
      email: 'dana@example.com',
      password: 'long enough',
      firstName: 'Dana',
      lastName: 'Builder',
    });
    release();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Home Renovation Tracker' }),
    ).toBeInTheDocument();
  });

  it('says clearly when the account already exists', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.signUp.mockRejectedValue(
      new AuthError('account-exists', AUTH_ERROR_MESSAGES['account-exists']),
    );
    const { user } = renderApp({ path: '/login', auth });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('asks for the emailed code when email verification is on, then signs in', async () => {
    const auth = createFakeAuth({ signedIn: false });
    auth.service.signUp.mockResolvedValue('confirmSignUp');
    const { user } = renderApp({
      path: '/login',
      auth,
      db: { projects: [] },
      config: { emailVerification: true },
    });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(screen.getByText('Confirmation code is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Confirmation Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() =>
      expect(auth.service.confirmSignUp).toHaveBeenCalledWith('dana@example.com', '123456', 'long enough'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Home Renovation Tracker' }),
    ).toBeInTheDocument();
  });
});
