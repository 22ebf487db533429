import { HOUSEHOLD_MESSAGES } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject, testUser } from '../../../testing/fake-api';
import type { FakeInvitationLink } from '../../../testing/fake-backend/fake-db';
import { renderApp } from '../../../testing/render-app';
import { danasHousehold, samUser } from '../../../testing/households';

const TOKEN = 'k3Y-invitation_token_of_43_characters_abcdef';
const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const linkFor = (email: string): FakeInvitationLink => {
  const { id, name, ownerName, plan, members } = danasHousehold('editor');
  return { household: { id, name, ownerName, plan, members }, email, role: 'editor' };
};
const pending = () => window.sessionStorage.getItem('reno.pendingInvitation');
const location = () => screen.getByTestId('location').textContent;

describe('the invitation link, signed out', () => {
  it('offers sign in and sign up, keeps the invitation, and comes back to accept it once signed up', async () => {
    const { user, api } = renderApp({
      path: `/invitation#${TOKEN}`,
      signedIn: false,
      db: { user: samUser, projects: [kitchen], invitationLinks: { [TOKEN]: linkFor(samUser.email) } },
      config: {
        oauth: {
          domain: 'auth.example.com',
          providers: ['Google'],
          redirectSignIn: '/',
          redirectSignOut: '/',
          scopes: ['openid', 'email'],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Accept invitation', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(pending()).toBe(TOKEN);

    await user.click(screen.getByRole('link', { name: 'Create account' }));
    const form = await screen.findByRole('tabpanel');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), samUser.email);
    await user.type(within(form).getByLabelText(/^Password/), 'long enough');
    await user.type(within(form).getByLabelText(/^Confirm Password/), 'long enough');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    // Signed in with no project of his own: the invitation, not the first-project screen.
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(api.requestsTo('POST /api/invitations/accept')[0]?.body).toEqual({ token: TOKEN });
    expect(api.requestsTo('GET /api/projects').at(-1)?.headers.get('X-Household-Id')).toBe(testUser.id);
    expect(await screen.findByText("Welcome to Dana's household")).toBeInTheDocument();
    expect(pending()).toBeNull();
  });

  it('says so when the page holds no invitation', async () => {
    renderApp({ path: '/invitation', signedIn: false });
    expect(await screen.findByText(/This page holds no invitation/)).toBeInTheDocument();
  });
});

describe('the invitation link, signed in', () => {
  it("refuses another account in the API's words, and keeps the invitation for the right one", async () => {
    const { user } = renderApp({
      path: `/invitation#${TOKEN}`,
      db: { user: samUser, projects: [kitchen], invitationLinks: { [TOKEN]: linkFor('kim@example.com') } },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      HOUSEHOLD_MESSAGES.wrongAddress('kim@example.com', samUser.email),
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(pending()).toBe(TOKEN);
  });

  it('says when the link no longer works, and drops it on the way to the dashboard', async () => {
    const { user } = renderApp({ path: `/invitation#${TOKEN}`, db: { projects: [kitchen] } });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HOUSEHOLD_MESSAGES.invitationGone);
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(pending()).toBeNull();
  });
});
