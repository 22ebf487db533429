import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { FAKE_UNSUBSCRIBE_TOKEN } from '../../../testing/fake-backend/reminder-handlers';

describe('the unsubscribe page', () => {
  it("turns the reminders off with the e-mail's token, signed out, and says what and where", async () => {
    const { api } = renderApp({ path: `/unsubscribe?token=${FAKE_UNSUBSCRIBE_TOKEN}`, signedIn: false });

    expect(
      await screen.findByText(
        "Payment reminders are off for dana@example.com in Dana's household: no more e-mails about payments due or overdue, overdue milestones or the weekly digest.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reminder settings' })).toHaveAttribute('href', '/household');
    const posts = api.requests.filter((request) => request.path === '/api/reminders/unsubscribe');
    expect(posts.map((request) => request.body)).toContainEqual({ token: FAKE_UNSUBSCRIBE_TOKEN });
    expect(posts.every((request) => request.headers.get('Authorization') === null)).toBe(true);
  });

  it('works signed in too, and says plainly when the link is not valid', async () => {
    renderApp({ path: '/unsubscribe?token=not-a-token' });

    expect(
      await screen.findByText(
        'This unsubscribe link is not valid. You can turn reminders off in your settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reminder settings' })).toBeInTheDocument();
  });
});
