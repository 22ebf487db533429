import { signInNewUser } from '../support/accounts';
import { addExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { verifyAddressFromBanner } from '../support/mailbox';
import { checkScreen } from '../support/screens';
import { chatStreamBody, recordChatStreams } from '../support/sse-recorder';

interface StreamEvent {
  type: string;
  fullContent?: string;
  message?: { id: number; role: string; content: string };
}

/** The SSE body of docs/product.md#api-chat: `data: <json>` events, then a literal `data: [DONE]`. */
function parseSse(body: string): { events: StreamEvent[]; done: boolean } {
  const payloads = body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length));
  const done = payloads.at(-1) === '[DONE]';
  return {
    events: payloads.filter((data) => data !== '[DONE]').map((data) => JSON.parse(data) as StreamEvent),
    done,
  };
}

test('the assistant streams an answer from the offline model, grounded in the project', async ({
  page,
}, testInfo) => {
  await recordChatStreams(page);
  const user = await signInNewUser(page, testInfo, { project: { name: 'Attic Bedroom', budget: '20000' } });
  // A Free account asks the assistant once its address is verified (docs/product.md#api-chat).
  await verifyAddressFromBanner(page, user.email);
  await addExpense(page, {
    description: 'Insulation batts',
    amount: '1250',
    category: 'Materials',
    paymentMethod: 'Credit Card',
  });

  // The assistant floats over every screen; it is scanned over the expenses screen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Expenses' }).click();
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('region', { name: 'AI Assistant' });
  await expect(panel.getByText('Ask me anything about your renovation project!')).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', 'Ask about budgets, timelines, materials...');
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await checkScreen(page, testInfo, 'chat-empty');

  // Shift+Enter is a new line, not a send.
  await input.fill('How much have I spent');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('How much have I spent\n');
  await input.fill('How much have I spent so far?');

  const streamed = page.waitForResponse(
    (response) => response.url().endsWith('/api/ai-chat') && response.request().method() === 'POST',
  );
  await input.press('Enter');
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  const log = panel.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('How much have I spent so far?')).toBeVisible();

  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const { events, done } = parseSse(await chatStreamBody(page, 0));
  expect(done, 'the stream ends with data: [DONE]').toBe(true);
  expect(events[0]?.type).toBe('start');
  const contents = events.filter((event) => event.type === 'content');
  expect(contents.length, 'the answer arrives in several content events').toBeGreaterThan(1);
  // Each content event carries the whole text so far.
  for (let index = 1; index < contents.length; index++) {
    expect(contents[index]!.fullContent!.startsWith(contents[index - 1]!.fullContent!)).toBe(true);
  }
  const complete = events.at(-1)!;
  expect(complete.type).toBe('complete');
  expect(complete.message?.role).toBe('assistant');
  expect(complete.message?.content).toBe(contents.at(-1)!.fullContent);
  expect(complete.message?.content).toContain('$1,250.00');

  // The reply is rendered as Markdown (the amount in bold) and the input is cleared.
  const reply = log.locator('[data-role="assistant"]').last();
  await expect(reply.locator('strong').filter({ hasText: '$1,250.00' })).toBeVisible();
  await expect(reply).toContainText('Attic Bedroom');
  await expect(input).toHaveValue('');
  await expect(panel.getByText('AI is thinking...')).toHaveCount(0);
  await checkScreen(page, testInfo, 'chat', { docs: true });

  // A question outside its data gets a plain "I can't" rather than an invented answer.
  await input.fill('Which tile adhesive should I buy?');
  await input.press('Enter');
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
  await expect(log.locator('[data-role="assistant"]').last()).toContainText('offline assistant');

  // Collapse and expand on desktop; the history is kept on the server.
  await panel.getByRole('button', { name: 'Collapse chat' }).click();
  await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().width)).toBe(384);
  await panel.getByRole('button', { name: 'Expand chat' }).click();
  await expect.poll(() => panel.evaluate((element) => element.getBoundingClientRect().width)).toBe(600);
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  await expect(log.locator('[data-role="user"]')).toHaveCount(2);
  await expect(log.locator('[data-role="assistant"]').first()).toContainText('$1,250.00');
});
