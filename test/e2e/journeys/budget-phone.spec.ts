import { planBudgetAndApproveChangeOrder } from '../support/budget';
import { test } from '../support/fixtures';

test('on a phone: plan a budget, approve a change order, and see the projected cost and the variance move', async ({
  page,
}, testInfo) => {
  await planBudgetAndApproveChangeOrder(page, testInfo, { phone: true });
});
