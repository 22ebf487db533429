import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { TestStyles } from '../testing/style-cache';
import { testConfig } from '../testing/test-config';
import { AppFrame } from './app-frame';
import { FirstVisitGate } from './first-visit-gate';

/** A stand-in for the session app (app/session-app.tsx), counting its downloads. */
function renderGate(path: string) {
  const load = vi.fn(async () => ({
    SessionApp: () => (
      <>
        <p>The session app</p>
        <Link to="/">Home</Link>
      </>
    ),
  }));
  const sessionApp = lazyWithPreload(load, 'SessionApp');
  render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <AppFrame config={testConfig}>
          <Suspense fallback={null}>
            <FirstVisitGate clientId={testConfig.userPoolClientId} sessionApp={sessionApp} />
          </Suspense>
        </AppFrame>
      </MemoryRouter>
    </TestStyles>,
  );
  return { load };
}

describe('the first visit', () => {
  it('draws the landing page without the session app, which starts with the step to /login and stays', async () => {
    const user = userEvent.setup();
    const { load } = renderGate('/');

    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('The session app')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('The session app')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Start Your First Project' })).not.toBeInTheDocument();

    // Back on /, the session app draws the landing page itself (app-routes.tsx).
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('The session app')).toBeVisible();
  });

  it('starts the session app at once on a signed-out screen of its own, e.g. /login', async () => {
    renderGate('/login');
    expect(await screen.findByText('The session app')).toBeVisible();
  });

  it('starts the session app at once when a session may be stored: no flash of the landing page', async () => {
    window.localStorage.setItem(
      `CognitoIdentityServiceProvider.${testConfig.userPoolClientId}.LastAuthUser`,
      'ann',
    );
    renderGate('/');
    expect(await screen.findByText('The session app')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start Your First Project' })).not.toBeInTheDocument();
  });
});
