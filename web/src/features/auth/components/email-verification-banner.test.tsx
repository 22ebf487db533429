import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/fake-api';
import { createFakeAuth } from '../../../testing/fake-auth';
import { renderApp } from '../../../testing/render-app';

const projects = [makeProject({ id: 1, name: 'Kitchen Remodel' })];

describe('the e-mail verification banner', () => {
  it('asks an unverified user for the mailed code, verifies it, and goes away', async () => {
    const auth = createFakeAuth({ emailVerified: false });
    const { user } = renderApp({ path: '/dashboard', db: { projects }, auth });

    const banner = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(banner).toHaveTextContent('Until you enter it, your address is not used for billing receipts');
    await user.click(within(banner).getByRole('button', { name: 'Send code' }));
    expect(auth.service.sendEmailCode).toHaveBeenCalledOnce();
    const verify = await within(banner).findByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();

    await user.type(within(banner).getByLabelText('Verification code'), '123456');
    await user.click(verify);

    expect(auth.service.confirmEmail).toHaveBeenCalledWith('123456');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('E-mail address verified')).toBeInTheDocument();
  });

  it('sends a new code on request, and shows a refused code in words', async () => {
    const auth = createFakeAuth({ emailVerified: false });
    auth.service.confirmEmail.mockRejectedValueOnce(
      new Error('Invalid verification code provided, please try again.'),
    );
    const { user } = renderApp({ path: '/dashboard', db: { projects }, auth });
    const banner = await screen.findByRole('region', { name: 'Verify your e-mail address' });

    await user.click(within(banner).getByRole('button', { name: 'Send code' }));
    await user.click(await within(banner).findByRole('button', { name: 'Send a new code' }));
    expect(auth.service.sendEmailCode).toHaveBeenCalledTimes(2);

    await user.type(within(banner).getByLabelText('Verification code'), '000000');
    await user.click(within(banner).getByRole('button', { name: 'Verify' }));
    expect(
      await within(banner).findByText('Invalid verification code provided, please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verify your e-mail address' })).toBeInTheDocument();
  });

  it('is drawn with the screen, never pushed in above it afterwards', async () => {
    const auth = createFakeAuth({ emailVerified: false });
    // The answer comes well after the project list: the screen waits for it.
    auth.service.isEmailVerified.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(false), 300)),
    );
    renderApp({ path: '/dashboard', db: { projects }, auth });

    await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });
    expect(screen.getByRole('region', { name: 'Verify your e-mail address' })).toBeInTheDocument();
  });

  it('is not shown once the address is verified', async () => {
    renderApp({ path: '/dashboard', db: { projects } });
    await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).not.toBeInTheDocument();
  });
});
