import { keepSignedIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { checkScreen } from '../support/screens';

/**
 * The assistant answers the demo kitchen remodel's labor total from its records (the offline assistant
 * of the local stack) and shows, collapsed under the answer, what it looked at. The demo's labor
 * expenses: the $5,550.00 demolition deposit and the $900.00 electrical rough-in payment.
 */
test('an answer says what it looked at, in a disclosure collapsed under it', async ({
  page,
  stack,
}, testInfo) => {
  await keepSignedIn(page, stack.demo.email, stack.demo.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('region', { name: 'AI Assistant' });
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill('How much did I spend on labor?');
  await input.press('Enter');

  const reply = panel.getByRole('log', { name: 'Conversation' }).locator('[data-role="assistant"]').last();
  await expect(reply.locator('strong').filter({ hasText: '$6,450.00' })).toBeVisible();
  await expect(reply).toContainText('2 expenses');

  const disclosure = reply.getByRole('button', { name: 'Looked at 1 source' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  const line = reply.getByText('Labor · all dates · Kitchen Remodel: 2 expenses');
  await expect(line).toBeHidden();

  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await expect(line).toBeVisible();
  await checkScreen(page, testInfo, 'chat-looked-at');

  // The history keeps it: after a reload the answer still has its disclosure.
  await page.reload();
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  await expect(
    panel
      .getByRole('log', { name: 'Conversation' })
      .getByRole('button', { name: 'Looked at 1 source' })
      .last(),
  ).toBeVisible();
});
