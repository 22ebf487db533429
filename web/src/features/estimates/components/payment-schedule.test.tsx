import { DEPOSIT_WARNING } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, makeExpense, makeProject, type FakeDb } from '../../../testing/fake-api';
import { installFakeS3 } from '../../../testing/fake-s3';
import { renderApp } from '../../../testing/render-app';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';
import { danasHousehold, samInDanasHousehold, samUser } from '../../../testing/households';
import { makeMilestone } from '../../../testing/fake-backend/milestone-handlers';
import { framingEstimate, kitchenSchedule } from '../../../testing/fake-backend/schedule-fixtures';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const alice = makeContractor({ id: 11, name: 'Alice Framing' });
const drywallDone = makeMilestone({ id: 3, projectId: 1, title: 'Drywall complete' });
// $20,000 without tax, the deposit ($2,000) paid.
const deposit = makeExpense({ id: 1, projectId: 1, amount: '2000.00', estimateId: 21 });

function renderEstimates(db: Partial<FakeDb>) {
  const api = createFakeApi({ projects: [kitchen], contractors: [alice], milestones: [drywallDone], ...db });
  return renderApp({ path: '/estimates', api });
}

async function openDetails({ user }: Pick<ReturnType<typeof renderApp>, 'user'>, title: string) {
  const card = await screen.findByRole('listitem', { name: title });
  await user.click(within(card).getByText('Alice Framing'));
  return screen.findByRole('dialog', { name: new RegExp(title) });
}

describe('an estimate with a payment schedule', () => {
  it("shows the next payment on its card, and each installment's status and missing waiver in its details", async () => {
    const rendered = renderEstimates({
      estimates: [framingEstimate(kitchenSchedule())],
      expenses: [deposit],
    });
    const card = await screen.findByRole('listitem', { name: 'Framing crew' });
    // 45% of $20,000 less 5% retainage.
    expect(await within(card).findByText('Next: $8,550 due Dec 4, 2030 (Framing)')).toBeVisible();

    const details = await openDetails(rendered, 'Framing crew');
    const installments = within(details).getByRole('list', { name: 'Installments' });
    const depositRow = within(installments).getByRole('listitem', { name: 'Deposit' });
    expect(depositRow).toHaveTextContent('Paid');
    expect(depositRow).toHaveTextContent('Waiver missing');
    expect(depositRow).toHaveTextContent('$2,000.00 · Nov 1, 2030 · $2,000.00 paid');
    const drywall = within(installments).getByRole('listitem', { name: 'Drywall' });
    expect(drywall).toHaveTextContent('Upcoming');
    expect(drywall).toHaveTextContent('When Drywall complete completes');
    expect(drywall).not.toHaveTextContent('Waiver missing');
  });

  it('keeps a lien waiver uploaded on a paid installment, as an unconditional progress waiver by default', async () => {
    const s3 = installFakeS3({ acceptAtOnce: true });
    const rendered = renderEstimates({
      estimates: [framingEstimate(kitchenSchedule())],
      expenses: [deposit],
    });
    const details = await openDetails(rendered, 'Framing crew');
    const depositRow = within(details).getByRole('listitem', { name: 'Deposit' });
    await rendered.user.upload(
      within(depositRow).getByLabelText('Upload waiver'),
      new File(['%PDF'], 'waiver.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(s3.posted).toHaveLength(1));
    await waitFor(() =>
      expect(rendered.api.requestsTo('PUT /api/estimates/21/installments/1/waiver')).toHaveLength(1),
    );
    expect(rendered.api.requestsTo('PUT /api/estimates/21/installments/1/waiver')[0]?.body).toEqual({
      fileUrl: expect.stringContaining('waiver.pdf'),
      type: 'unconditional',
      payment: 'progress',
    });
    await waitFor(() => expect(depositRow).not.toHaveTextContent('Waiver missing'));
    expect(within(depositRow).getByText('Unconditional progress waiver')).toBeVisible();
  });
});

describe("a member's role decides what they can do with a schedule", () => {
  it.each([
    ['editor', { waiver: true }],
    ['viewer', { waiver: false }],
  ] as const)('an %s sees the schedule, never its editor', async (role, can) => {
    samInDanasHousehold();
    const api = createFakeApi({
      user: samUser,
      memberships: [danasHousehold(role)],
      projects: [kitchen],
      contractors: [alice],
      milestones: [drywallDone],
      estimates: [framingEstimate(kitchenSchedule())],
      expenses: [deposit],
    });
    const rendered = renderApp({ path: '/estimates', api });
    const details = await openDetails(rendered, 'Framing crew');
    const depositRow = within(details).getByRole('listitem', { name: 'Deposit' });
    expect(depositRow).toHaveTextContent('Waiver missing');
    expect(within(details).queryByRole('button', { name: /payment schedule/i })).not.toBeInTheDocument();
    expect(within(depositRow).queryByLabelText('Upload waiver') !== null).toBe(can.waiver);
  });
});

describe('the payment schedule editor', () => {
  it('shows the amounts as they are typed, warns about a large deposit, and shows the API issues on their fields', async () => {
    const rendered = renderEstimates({ estimates: [framingEstimate(null)] });
    const { user, api } = rendered;
    const details = await openDetails(rendered, 'Framing crew');
    await user.click(within(details).getByRole('button', { name: 'Set payment schedule' }));
    const editor = await screen.findByRole('dialog', { name: 'Payment schedule' });
    await user.click(within(editor).getByRole('button', { name: 'Add deposit' }));
    const depositFields = within(editor).getByRole('group', { name: '1. Deposit' });
    await user.type(within(depositFields).getByLabelText('Percentage'), '15');
    const amounts = within(editor).getByRole('list', { name: 'Installment amounts' });
    await waitFor(() => expect(amounts).toHaveTextContent('1. $3,000.00'));
    expect(amounts).toHaveTextContent('2. $17,000.00');
    expect(within(editor).getByText('Total: $20,000.00 of $20,000.00')).toBeVisible();
    expect(within(editor).getByText(DEPOSIT_WARNING)).toBeVisible();

    // No due date: the API's issue lands on the deposit's date.
    await user.click(within(editor).getByRole('button', { name: 'Create Schedule' }));
    expect(await within(depositFields).findByText('Give a due date or a milestone')).toBeVisible();

    await user.type(within(depositFields).getByLabelText('Due date'), '2030-11-01');
    const finalFields = within(editor).getByRole('group', { name: '2. Final payment' });
    await user.type(within(finalFields).getByLabelText('Due date'), '2031-02-01');
    await user.click(within(editor).getByRole('button', { name: 'Create Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment schedule' })).toBeNull());
    expect(api.requestsTo('PUT /api/estimates/21/schedule').at(-1)?.body).toEqual({
      retainagePercentage: '0',
      installments: [
        { kind: 'deposit', percentage: '15', dueDate: '2030-11-01', changeOrderIds: [] },
        { kind: 'final', dueDate: '2031-02-01', changeOrderIds: [] },
      ],
    });
    expect(await within(details).findByRole('listitem', { name: 'Deposit' })).toHaveTextContent('Upcoming');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    const card = await screen.findByRole('listitem', { name: 'Framing crew' });
    expect(await within(card).findByText('Next: $3,000 due Nov 1, 2030 (Deposit)')).toBeVisible();
  });
});
