import { planBudgetAndApproveChangeOrder } from '../support/budget';
import { test } from '../support/fixtures';

test('plan a budget, approve a change order, and see the projected cost and the variance move', async ({
  page,
}, testInfo) => {
  await planBudgetAndApproveChangeOrder(page, testInfo, { phone: testInfo.project.name === 'phone' });
});
