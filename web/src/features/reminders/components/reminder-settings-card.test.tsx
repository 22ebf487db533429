import { DEFAULT_REMINDER_SETTINGS } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { chooseOption } from '../../../testing/choose-option';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });

async function openCard() {
  const rendered = renderApp({ path: '/household', db: { projects: [kitchen] } });
  const card = await screen.findByRole('region', { name: 'Payment reminders' });
  await within(card).findByRole('switch', { name: 'Before a payment is due' });
  return { ...rendered, card };
}

describe("the household screen's payment reminders", () => {
  it('shows the defaults: reminders before and after due dates on, no weekly digest, 3 days before', async () => {
    const { card } = await openCard();

    expect(within(card).getByRole('switch', { name: 'Before a payment is due' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'When a payment is overdue' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'When a milestone is overdue' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'A weekly digest on Mondays' })).not.toBeChecked();
    expect(within(card).getByRole('combobox', { name: 'Days before a payment is due' })).toHaveTextContent(
      '3 days',
    );
  });

  it('saves each change at once, the whole settings object', async () => {
    const { card, user, api } = await openCard();

    await user.click(within(card).getByRole('switch', { name: 'A weekly digest on Mondays' }));
    await waitFor(() =>
      expect(within(card).getByRole('switch', { name: 'A weekly digest on Mondays' })).toBeChecked(),
    );
    await chooseOption(user, card, 'Days before a payment is due', '7 days');

    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { ...DEFAULT_REMINDER_SETTINGS, weeklyDigest: true },
        { ...DEFAULT_REMINDER_SETTINGS, weeklyDigest: true, daysBefore: 7 },
      ]),
    );
    expect(api.requests.at(-1)?.path).toBe('/api/household/reminders');
  });

  it('says so when a change is not saved', async () => {
    const { card, user, api } = await openCard();
    api.override('PUT /api/household/reminders', () => json(500, { error: 'Internal Server Error' }));

    await user.click(within(card).getByRole('switch', { name: 'When a milestone is overdue' }));

    expect(
      await screen.findByText('Failed to save your reminder settings', {
        selector: '[role="status"] *, [role="alert"] *',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'When a milestone is overdue' })).toBeChecked();
  });
});
