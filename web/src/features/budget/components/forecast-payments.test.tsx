import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExpense, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { framingEstimate, kitchenSchedule } from '../../../testing/fake-backend/schedule-fixtures';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel', budget: '50000.00' });
const framing = framingEstimate(kitchenSchedule());
// The deposit ($2,000) and 'Framing' ($9,000 less $450 retained) paid.
const paid = makeExpense({ id: 1, projectId: 1, amount: '10550.00', estimateId: 21 });

describe("the forecast's payments", () => {
  it('shows what the schedules add up to, what is paid and the retainage held', async () => {
    renderApp({ path: '/budget', db: { projects: [kitchen], estimates: [framing], expenses: [paid] } });
    expect(await screen.findByLabelText('Scheduled payments')).toHaveTextContent(
      'Payments: $20,000.00 scheduled · $10,550.00 paid · $450.00 retained',
    );
  });
});
