import { signInNewUser } from '../support/accounts';
import { test } from '../support/fixtures';
import {
  backDoesNotLoseWork,
  dialogKeepsActionsInView,
  moneyTypedAsPeopleTypeIt,
  saveSurvivesABadConnection,
} from '../support/form-kit';

// Runs at 1280 × 800 and on a 390 × 844 phone, where form dialogs fill the screen.
test('form kit: actions in view, money as typed, Back keeps work, saves survive going offline', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Basement Finish', budget: '30000' } });
  await dialogKeepsActionsInView(page, testInfo);
  await moneyTypedAsPeopleTypeIt(page, testInfo);
  await backDoesNotLoseWork(page, testInfo);
  await saveSurvivesABadConnection(page, testInfo);
});
