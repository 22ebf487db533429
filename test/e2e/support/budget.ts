import type { Page, TestInfo } from '@playwright/test';
import { signInNewUser } from './accounts';
import { apiSend, createExpenses, selectedProjectId } from './api';
import { controlsCoveredWhileScrolling } from './clickable-controls';
import { expect } from './fixtures';
import { navigateTo, summaryCard, toast } from './mui';
import { checkScreen } from './screens';

/** An approved estimate for labor through the API (its form is the estimates journey's subject). */
async function createLaborEstimate(page: Page, projectId: number): Promise<void> {
  const contractor = await apiSend(page, 'POST', '/api/contractors', {
    name: 'Marcus Bell',
    specialty: 'Carpenter',
  });
  await apiSend(page, 'POST', '/api/estimates', {
    projectId,
    contractorId: contractor.id,
    title: 'Framing',
    amount: '8000',
    cashPercentage: '100',
    taxedPercentage: '0',
    taxRate: '13',
    date: '2025-04-01',
    status: 'approved',
    category: 'labor',
  });
}

/** The figures of one category's row in the budget table: planned, spent, committed, variance. */
async function budgetRow(page: Page, category: string) {
  const table = page.getByRole('table', { name: 'Planned, spent and committed by category' });
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category, exact: true }) });
}

/**
 * Issue 19's journey: plan a budget, commit to an estimate and spend, approve a change order, and see
 * the projected final cost and the variance move on the Budget screen and the dashboard.
 */
export async function planBudgetAndApproveChangeOrder(
  page: Page,
  testInfo: TestInfo,
  { phone }: { phone: boolean },
): Promise<void> {
  await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '30000' } });
  await navigateTo(page, 'Budget', phone);
  await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing planned or spent yet')).toBeVisible();

  // Plan: the unallocated rest follows every keystroke.
  const form = page.getByRole('form', { name: 'Budget plan' });
  const unallocated = form.getByRole('status');
  await expect(unallocated).toHaveText('Unallocated: $30,000.00');
  await form.getByRole('textbox', { name: 'Materials' }).fill('12000');
  await form.getByRole('textbox', { name: 'Labor' }).fill('8000');
  await form.getByRole('textbox', { name: 'Contingency' }).fill('32000');
  await expect(unallocated).toHaveText('Unallocated: -$22,000.00');
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await expect(form.getByText('Budget lines exceed the project budget by $22,000.00')).toBeVisible();
  await form.getByRole('textbox', { name: 'Contingency' }).fill('2000');
  await expect(unallocated).toHaveText('Unallocated: $8,000.00');
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await expect(toast(page, 'Budget plan saved')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Plan' })).toBeVisible();

  // Spending and a commitment: $3,000 of materials, an approved $8,000 labor estimate.
  const projectId = await selectedProjectId(page);
  await createExpenses(page, projectId, [
    {
      description: 'Cabinets',
      amount: '3000',
      category: 'materials',
      paymentMethod: 'check',
      date: '2025-04-02',
    },
  ]);
  await createLaborEstimate(page, projectId);
  await page.reload();
  const totals = page.getByRole('region', { name: 'Projected final cost' });
  await expect(totals).toContainText('Projected final cost: $11,000.00');
  await expect(totals).toContainText('$19,000 under budget');
  await expect(totals).toContainText('Contingency left: $2,000');
  await expect(await budgetRow(page, 'Labor')).toContainText('$8,000.00$0.00$8,000.00On plan');
  await expect(await budgetRow(page, 'Materials')).toContainText('$9,000 under plan');
  // The chat button has a strip of its own at the window's foot: scrolled from top to end, nothing the plan
  // shows (its 'Update Plan' first) is ever drawn under it.
  expect(await controlsCoveredWhileScrolling(page, testInfo, 'budget')).toEqual([]);
  await form.getByRole('button', { name: 'Update Plan' }).click({ trial: true });
  await checkScreen(page, testInfo, 'budget', { docs: true });

  // A change order on the estimate, approved from its detail dialog.
  await navigateTo(page, 'Estimates', phone);
  const card = page.getByRole('listitem', { name: 'Framing' });
  await expect(card).toContainText('Total: $8,000.00');
  await card
    .getByRole('button', { name: /Framing/ })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Framing' });
  await details.getByRole('button', { name: 'Add Change Order' }).click();
  const changeForm = details.getByRole('form', { name: 'Add change order' });
  await changeForm.getByRole('textbox', { name: 'Title' }).fill('Extra beam');
  await changeForm.getByRole('textbox', { name: 'Amount' }).fill('1240');
  await changeForm.getByRole('button', { name: 'Add Change Order' }).click();
  await expect(toast(page, 'Change order added')).toBeVisible();
  const order = details.getByRole('listitem', { name: 'Extra beam' });
  await expect(order).toContainText('Pending');
  await checkScreen(page, testInfo, 'change-orders');
  await order.getByRole('button', { name: 'Approve Extra beam' }).click();
  await expect(toast(page, 'Change order approved')).toBeVisible();
  await expect(order).toContainText('Approved');
  await expect(details.getByLabel('Revised total')).toContainText('$9,240.00');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Revised total: $9,240.00');

  // The variance moves: labor is now $1,240 over its line, drawn from the contingency.
  await navigateTo(page, 'Budget', phone);
  await expect(totals).toContainText('Projected final cost: $12,240.00');
  await expect(totals).toContainText('$17,760 under budget');
  await expect(totals).toContainText('Contingency left: $760');
  await expect(await budgetRow(page, 'Labor')).toContainText('$1,240 over plan');
  await checkScreen(page, testInfo, 'budget-over-plan');

  await navigateTo(page, 'Dashboard', phone);
  const summary = page.getByRole('list', { name: 'Budget summary' });
  await expect(summaryCard(summary, 'Total Spent')).toContainText('$3,000.00');
  const projected = page.getByRole('region', { name: 'Projected final cost' });
  await expect(projected).toContainText('$12,240.00');
  await expect(projected).toContainText('$17,760 under budget');
  await expect(projected).toContainText('Contingency left: $760');
  await checkScreen(page, testInfo, 'dashboard-forecast');
}
