import { signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { recordLayoutShifts } from '../support/screen-stability';
import {
  expectErrorsInWordsAndReachableControls,
  expectLandingHeaderOnOneLine,
  expectMoneyStates,
  expectNextSteps,
  getStarted,
  resetForgottenPassword,
} from '../support/first-week';

// A homeowner's first week without dead ends, at 1280 × 800 and on a 390 × 844 phone.
test('a forgotten password is reset with the mailed code, then the homeowner is signed in', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  expect(page.viewportSize()?.width).toBe(testInfo.project.name === 'phone' ? 390 : 1280);
  const user = await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '1000' } });
  const otherDevice = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    hasTouch: testInfo.project.use.hasTouch,
  });
  await recordLayoutShifts(otherDevice);
  try {
    await resetForgottenPassword(page, await otherDevice.newPage(), testInfo, user);
  } finally {
    await otherDevice.close();
  }
});

test('the first dashboard guides, money states speak, errors are in words, nothing hides under the chat button', async ({
  page,
}, testInfo) => {
  await expectLandingHeaderOnOneLine(page);
  await getStarted(page, testInfo);
  await expectNextSteps(page, testInfo);
  await expectMoneyStates(page, testInfo);
  await expectErrorsInWordsAndReachableControls(page, testInfo);
});
