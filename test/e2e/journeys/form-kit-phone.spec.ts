import { signUpWithProject } from '../support/accounts';
import { test } from '../support/fixtures';
import {
  backDoesNotLoseWork,
  dialogKeepsActionsInView,
  moneyTypedAsPeopleTypeIt,
  saveSurvivesABadConnection,
} from '../support/form-kit';

// The phone half (390 × 844); form-kit.spec.ts runs the same steps on a laptop.
test('form kit on a phone: full-screen dialogs, money as typed, Back keeps work, saves survive going offline', async ({
  page,
}, testInfo) => {
  await signUpWithProject(page, testInfo, { name: 'Basement Finish', budget: '30000' });
  await dialogKeepsActionsInView(page, testInfo);
  await moneyTypedAsPeopleTypeIt(page, testInfo);
  await backDoesNotLoseWork(page, testInfo);
  await saveSurvivesABadConnection(page, testInfo);
});
