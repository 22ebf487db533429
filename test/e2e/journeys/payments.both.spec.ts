import { DEPOSIT_WARNING } from '@reno/domain';
import type { Locator, Page } from '@playwright/test';
import { mailsTo } from '../../support/local-inbox';
import { signInNewUser } from '../support/accounts';
import { apiSend, selectedProjectId } from '../support/api';
import { addExpense, browserToday, fillExpenseForm, openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { choose, toast } from '../support/mui';
import { checkScreen } from '../support/screens';
import { sweepRemindersAt } from '../support/reminder-sweep';

// Issue 41, at 1280 × 800 and on a 390 × 844 phone: Dana pays her cabinet maker safely. A schedule with a
// 10 % deposit, two progress payments with 5 % retainage and a final payment; the next payment is asked for
// a lien waiver first; the forecast shows the retainage held.

/** 'YYYY-MM-DD' `days` after `day`. */
function plusDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year!, month! - 1, date! + days));
  return next.toISOString().slice(0, 10);
}

/** 'Dec 4' (this year) or 'Dec 4, 2027', as the card writes it. */
function shortDate(day: string, today: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const words = new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return day.slice(0, 4) === today.slice(0, 4) ? words.replace(/, \d{4}$/, '') : words;
}

/**
 * The reminder e-mails the local stack has sent to `email` once its clock is a day past `due` and its
 * reminder sweep has run: their subjects. The clock is set each time (the other screen size's run of this
 * journey moves it too), then put back.
 */
async function overdueRemindersTo(stackUrl: string, email: string, due: string): Promise<string[]> {
  await sweepRemindersAt(stackUrl, `${plusDays(due, 1)}T15:00:00Z`);
  return (await mailsTo(stackUrl, email)).filter((mail) => mail.from === 'app').map((mail) => mail.subject);
}

const card = (page: Page) => page.getByRole('listitem', { name: 'Cabinet install' });

async function openDetails(page: Page): Promise<Locator> {
  await card(page).getByText('Marcus Bell').click();
  const details = page.getByRole('dialog', { name: /Cabinet install/ });
  await expect(details.getByRole('region', { name: 'Payment schedule' })).toBeVisible();
  return details;
}

/** The editor's installment at `position` (1-based): its fieldset is named '2. Rough-in'. */
const installment = (editor: Locator, position: number) =>
  editor.getByRole('group', { name: new RegExp(`^${position}\\. `) });

async function dueOnMilestone(page: Page, fields: Locator, milestone: string) {
  await choose(page, fields, 'Due', 'When a milestone completes');
  await choose(page, fields, 'Milestone', milestone);
}

test('a schedule with deposit, retainage and a final payment; a payment asks for the last lien waiver first', async ({
  page,
  stack,
}, testInfo) => {
  const dana = await signInNewUser(page, testInfo, {
    project: { name: 'Kitchen Remodel', budget: '40000' },
    at: null,
  });
  const projectId = await selectedProjectId(page);
  const today = await browserToday(page);
  const depositDue = plusDays(today, 3);
  const roughInDue = plusDays(today, 20);
  // Setup through the API: the contractor, his quote ($20,000, no tax) and two milestones.
  const contractor = await apiSend(page, 'POST', '/api/contractors', { name: 'Marcus Bell' });
  await apiSend(page, 'POST', '/api/estimates', {
    projectId,
    contractorId: contractor.id,
    title: 'Cabinet install',
    amount: '20000',
    date: today,
    cashPercentage: '0',
    taxedPercentage: '100',
    taxRate: '0',
    status: 'pending',
  });
  for (const title of ['Cabinets installed', 'Final walkthrough'])
    await apiSend(page, 'POST', '/api/milestones', { projectId, title, category: 'Kitchen' });

  // Dana approves the estimate.
  await page.goto('/estimates');
  await card(page).getByRole('button', { name: 'Edit Cabinet install' }).click();
  const estimateForm = page.getByRole('dialog', { name: 'Edit Estimate' });
  await choose(page, estimateForm, 'Status', 'Approved');
  await estimateForm.getByRole('button', { name: 'Update Estimate' }).click();
  await expect(toast(page, 'Estimate updated successfully')).toBeVisible();

  // She sets its schedule: 10 % deposit, 'Rough-in' and 'Finish' at 40 % each with 5 % retainage, the final
  // payment at the walkthrough.
  let details = await openDetails(page);
  await details.getByRole('button', { name: 'Set payment schedule' }).click();
  const editor = page.getByRole('dialog', { name: 'Payment schedule' });
  await editor.getByRole('spinbutton', { name: 'Retainage' }).fill('5');
  await editor.getByRole('button', { name: 'Add deposit' }).click();
  await editor.getByRole('button', { name: 'Add progress payment' }).click();
  await editor.getByRole('button', { name: 'Add progress payment' }).click();
  const depositFields = installment(editor, 1);
  await depositFields.getByRole('spinbutton', { name: 'Percentage' }).fill('10');
  await depositFields.getByLabel('Due date').fill(depositDue);
  const roughIn = installment(editor, 2);
  await roughIn.getByRole('textbox', { name: 'Label (Optional)' }).fill('Rough-in');
  await roughIn.getByRole('spinbutton', { name: 'Percentage' }).fill('40');
  await roughIn.getByLabel('Due date').fill(roughInDue);
  const finish = installment(editor, 3);
  await finish.getByRole('textbox', { name: 'Label (Optional)' }).fill('Finish');
  await finish.getByRole('spinbutton', { name: 'Percentage' }).fill('40');
  await dueOnMilestone(page, finish, 'Cabinets installed');
  await dueOnMilestone(page, installment(editor, 4), 'Final walkthrough');
  const amounts = editor.getByRole('list', { name: 'Installment amounts' });
  await expect(amounts).toContainText('1. $2,000.00');
  await expect(amounts).toContainText('2. $7,600.00 ($400.00 retained)');
  await expect(amounts).toContainText('4. $2,800.00');
  await expect(editor.getByText('Total: $20,000.00 of $20,000.00')).toBeVisible();
  // $2,000 is above $1,000: a warning, and the schedule is still saved.
  await expect(editor.getByText(DEPOSIT_WARNING)).toBeVisible();
  await checkScreen(page, testInfo, 'payment-schedule-editor', { docs: true });
  await editor.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(toast(page, 'Payment schedule saved')).toBeVisible();
  await expect(editor).toBeHidden();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).toContainText(`Next: $2,000 due ${shortDate(depositDue, today)} (Deposit)`);

  // She pays the deposit by linking an expense: the card moves on to the rough-in.
  await page.goto('/expenses');
  await addExpense(page, {
    description: 'Cabinet deposit',
    amount: '2000',
    category: 'Labor',
    paymentMethod: 'Check',
    estimate: 'Cabinet install',
  });
  await page.goto('/estimates');
  await expect(card(page)).toContainText(`Next: $7,600 due ${shortDate(roughInDue, today)} (Rough-in)`);
  await checkScreen(page, testInfo, 'estimate-next-payment');

  // Paying the rough-in before the deposit's lien waiver is in: asked first.
  const payRoughIn = {
    description: 'Rough-in',
    amount: '7600',
    category: 'Labor',
    paymentMethod: 'Check',
    estimate: 'Cabinet install',
  };
  await page.goto('/expenses');
  let expenseDialog = await openAddExpense(page);
  await fillExpenseForm(page, expenseDialog, payRoughIn);
  await expenseDialog.getByRole('button', { name: 'Add Expense' }).click();
  const month = new Date(`${depositDue}T12:00:00`).toLocaleString('en-US', { month: 'long' });
  const question = expenseDialog.getByRole('alert');
  await expect(question).toContainText(`The ${month} payment has no lien waiver yet — pay anyway?`);
  await checkScreen(page, testInfo, 'pay-anyway');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expenseDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(expenseDialog).toBeHidden();

  // The stack's clock passes the rough-in's due date with it unpaid: the daily sweep mails Dana.
  await expect
    .poll(() => overdueRemindersTo(stack.url, dana.email, roughInDue), { timeout: 30_000 })
    .toContain('Payment overdue: $7,600 for Cabinet install');
  // The e-mail as Dana reads it, in the local stack's inbox.
  await page.goto(`/inbox?to=${encodeURIComponent(dana.email)}`);
  await expect(
    page.getByRole('heading', { name: 'Payment overdue: $7,600 for Cabinet install' }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'reminder-email', { docs: true });

  // She uploads the deposit's waiver (unconditional, progress) in the estimate's details.
  await page.goto('/estimates');
  details = await openDetails(page);
  const depositRow = details.getByRole('listitem', { name: 'Deposit' });
  await expect(depositRow).toContainText('Waiver missing');
  await depositRow.getByLabel('Upload waiver').setInputFiles({
    name: 'deposit-waiver.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(toast(page, 'Lien waiver saved')).toBeVisible();
  await expect(depositRow).toContainText('Unconditional progress waiver');
  await expect(depositRow).not.toContainText('Waiver missing');
  await details.getByRole('button', { name: 'Close' }).click();

  // Now the rough-in is paid without a question.
  await page.goto('/expenses');
  expenseDialog = await openAddExpense(page);
  await fillExpenseForm(page, expenseDialog, payRoughIn);
  await expenseDialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();

  // The forecast shows the retainage held: 5 % of the rough-in's $8,000.
  await page.goto('/budget');
  await expect(page.getByLabel('Scheduled payments')).toHaveText(
    'Payments: $20,000.00 scheduled · $9,600.00 paid · $400.00 retained',
  );
  await checkScreen(page, testInfo, 'forecast-retainage');
});
