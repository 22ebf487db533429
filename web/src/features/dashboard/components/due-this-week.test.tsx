import { screen, waitFor, within } from '@testing-library/react';
import { todayLocalDateString } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { makeExpense, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { framingEstimate, scheduleOf } from '../../../testing/fake-backend/schedule-fixtures';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const lastWeek = todayLocalDateString(new Date(Date.now() - 7 * 86_400_000));
const inThreeDays = todayLocalDateString(new Date(Date.now() + 3 * 86_400_000));
const framing = (dueDates: [string, string]) =>
  framingEstimate(
    scheduleOf({
      installments: [
        { kind: 'deposit', amount: '1000', dueDate: dueDates[0] },
        { kind: 'final', dueDate: dueDates[1] },
      ],
    }),
  );
const expense = makeExpense({ id: 1, projectId: 1, amount: '50.00' });

describe("the dashboard's 'Due this week'", () => {
  it('lists the installments overdue or due within 7 days, the overdue first', async () => {
    renderApp({
      path: '/dashboard',
      db: { projects: [kitchen], estimates: [framing([lastWeek, inThreeDays])], expenses: [expense] },
    });
    const list = await screen.findByRole('list', { name: 'Due this week' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('$1,000.00 · Framing crew (Deposit)');
    expect(items[0]).toHaveTextContent('Overdue');
    expect(items[1]).toHaveTextContent('$19,000.00 · Framing crew (Final payment)');
    expect(items[1]).toHaveTextContent('Upcoming');
  });

  it('is hidden when nothing is due within 7 days', async () => {
    const { api } = renderApp({
      path: '/dashboard',
      db: { projects: [kitchen], estimates: [framing(['2031-01-01', '2031-02-01'])], expenses: [expense] },
    });
    // The milestones are asked for once the estimates show a schedule: the list has been judged by then.
    await waitFor(() => expect(api.requestsTo('GET /api/milestones')).toHaveLength(1));
    expect(await screen.findByText('Recent Expenses')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Due this week' })).toBeNull();
  });
});
