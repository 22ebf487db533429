import { HOUSEHOLD_MESSAGES, PRODUCT_TITLE } from '@reno/domain';
import type { Page } from '@playwright/test';
import { createAccount, newUser, signInNewUser } from '../support/accounts';
import { addExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import {
  activeHouseholdId,
  changeRole,
  invitationLinkFor,
  invite,
  memberRow,
  openHousehold,
  removeMember,
  writeInHousehold,
} from '../support/households';
import { summaryCard, toast } from '../support/mui';
import { receiptPng } from '../support/receipt-files';
import { recordLayoutShifts } from '../support/screen-stability';
import { checkScreen } from '../support/screens';

// Issue 39, at 1280 × 800 and on a 390 × 844 phone: a household shares its renovation. Dana and Sam each
// have their own browser; the invitation travels through the local stack's inbox.

const dashboard = (page: Page) => page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 });

test('Dana invites Sam as an editor, he adds an expense with a receipt, becomes a viewer, then is removed', async ({
  page,
  browser,
  baseURL,
  stack,
}, testInfo) => {
  // Dana's household, and her invitation to Sam as an editor.
  const dana = await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '25000' } });
  const sam = newUser(testInfo, 'Sam');
  const samName = `${sam.firstName} ${sam.lastName}`;
  await openHousehold(page, dana.firstName);
  await invite(page, sam.email, 'Editor');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(sam.email);
  // The screen from its top, without the toast (one of the README's pictures).
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Close' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, testInfo, 'household-owner', { docs: true });

  const samsBrowser = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    hasTouch: testInfo.project.use.hasTouch,
    isMobile: testInfo.project.use.isMobile,
  });
  await recordLayoutShifts(samsBrowser);
  try {
    const samPage = await samsBrowser.newPage();
    // Sam opens the link from the inbox, signs up with that address and accepts.
    await samPage.goto(await invitationLinkFor(stack.url, sam.email));
    await expect(samPage.getByRole('heading', { name: 'Accept invitation', level: 1 })).toBeVisible();
    await checkScreen(samPage, testInfo, 'invitation-signed-out');
    await samPage.getByRole('link', { name: 'Create account' }).click();
    await createAccount(samPage, sam);
    await expect(samPage.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
    await checkScreen(samPage, testInfo, 'invitation-accept');
    await samPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(dashboard(samPage)).toBeVisible();
    await expect(toast(samPage, `Welcome to ${dana.firstName}'s household`)).toBeVisible();

    // He adds an expense with a receipt to Dana's project.
    await addExpense(samPage, {
      description: 'Tile adhesive',
      amount: '84.50',
      category: 'Materials',
      paymentMethod: 'Debit Card',
      receipt: { name: 'adhesive.png', mimeType: 'image/png', buffer: receiptPng() },
    });

    // Dana sees who added it, and the new totals.
    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Recent expenses' });
    await expect(recent.getByRole('listitem').filter({ hasText: 'Tile adhesive' })).toContainText(
      `Added by ${sam.firstName} ·`,
    );
    await expect(
      summaryCard(page.getByRole('list', { name: 'Budget summary' }), 'Total Spent'),
    ).toContainText('$84.50');
    await checkScreen(page, testInfo, 'dashboard-added-by-member');

    // Dana makes Sam a viewer: his next load shows no edit action, and a write is refused.
    await openHousehold(page, dana.firstName);
    await expect(memberRow(page, samName)).toContainText(sam.email);
    await changeRole(page, samName, 'Viewer');
    await samPage.goto('/expenses');
    await expect(samPage.getByText('Tile adhesive').first()).toBeVisible();
    await expect(samPage.getByRole('button', { name: 'Add Expense' })).toHaveCount(0);
    await expect(samPage.getByRole('button', { name: 'Edit Tile adhesive' })).toHaveCount(0);
    await expect(samPage.getByRole('button', { name: 'Delete Tile adhesive' })).toHaveCount(0);
    await checkScreen(samPage, testInfo, 'expenses-viewer');
    const write = await writeInHousehold(samPage, await activeHouseholdId(samPage), '/api/contractors', {
      name: 'Bob Plumbing',
    });
    expect(write).toEqual({ status: 403, error: HOUSEHOLD_MESSAGES.viewOnly });

    // Dana removes Sam: his next load shows his own household only (no project of his own yet).
    await removeMember(page, samName);
    await samPage.reload();
    await expect(
      samPage.getByRole('heading', { name: `Welcome to ${PRODUCT_TITLE}`, level: 1 }),
    ).toBeVisible();
    await expect(samPage.getByRole('combobox', { name: 'Household' })).toHaveCount(0);
    await expect(samPage.getByText('Kitchen Remodel')).toHaveCount(0);
    await checkScreen(samPage, testInfo, 'removed-member-own-household');
  } finally {
    await samsBrowser.close();
  }
});
