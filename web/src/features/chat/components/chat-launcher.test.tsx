import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSISTANT_NEEDS_VERIFIED_EMAIL } from '@reno/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChatServer, message, sse, SSE_DONE } from '../testing/fake-chat-server';
import { DESKTOP_WIDTH, MOBILE_WIDTH, setViewportWidth } from '../../../testing/viewport';
import { TEST_ID_TOKEN } from '../../../testing/fake-api';
import { renderWithChatProviders } from '../../../testing/render-chat';
import { ChatLauncher } from './chat-launcher';

const stored = (id: number, content: string) => message(id, 'assistant', content);

let server: ReturnType<typeof fakeChatServer>;

beforeEach(() => {
  server = fakeChatServer();
  vi.stubGlobal('fetch', server.fetch);
  setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPanel(projectId: number | null = 7) {
  const user = userEvent.setup();
  const view = renderWithChatProviders(<ChatLauncher projectId={projectId} />);
  await user.click(screen.getByRole('button', { name: 'Open AI Assistant' }));
  const panel = await screen.findByRole('region', { name: 'AI Assistant' });
  return { user, panel, ...view };
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatLauncher', () => {
  it('fetches the history only once the panel is open', async () => {
    server.setHistory([message(1, 'user', 'Hi'), stored(2, 'Hello! How can I help?')]);
    const user = userEvent.setup();
    renderWithChatProviders(<ChatLauncher projectId={7} />);
    expect(server.fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open AI Assistant' }));
    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/ai-chat' });
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: `Bearer ${TEST_ID_TOKEN}`,
      'x-authorization': `Bearer ${TEST_ID_TOKEN}`,
    });
  });

  it('shows the title, the empty state and the input placeholder', async () => {
    const { panel } = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(
      await within(panel).findByText('Ask me anything about your renovation project!'),
    ).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Ask about budgets, timelines, materials...');
    expect(within(panel).getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it("says 'Failed to fetch messages' when the history cannot be loaded", async () => {
    server.failHistory(500);
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Failed to fetch messages')).toBeInTheDocument();
  });

  it('opens expanded (600×600) on desktop, collapses to 384×384 and expands again', async () => {
    const { user, panel } = await openPanel();
    expect(panel).toHaveStyle({ width: '600px', height: '600px' });

    await user.click(within(panel).getByRole('button', { name: 'Collapse chat' }));
    expect(panel).toHaveStyle({ width: '384px', height: '384px' });

    await user.click(within(panel).getByRole('button', { name: 'Expand chat' }));
    expect(panel).toHaveStyle({ width: '600px', height: '600px' });
  });

  it('has no expand/collapse control on a small screen', async () => {
    setViewportWidth(MOBILE_WIDTH);
    const { panel } = await openPanel();
    expect(
      within(panel).queryByRole('button', { name: /collapse chat|expand chat/i }),
    ).not.toBeInTheDocument();
    expect(panel).not.toHaveStyle({ width: '600px' });
  });

  it('closes back to the floating button', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'AI Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open AI Assistant' })).toBeInTheDocument();
  });

  it('streams a reply through the send states and refetches the history at the end', async () => {
    const { user } = await openPanel(7);
    await screen.findByText('Ask me anything about your renovation project!');
    const stream = server.replyWithStream();

    await user.type(input(), 'What is my budget?{Enter}');

    // Optimistic user message and the waiting notice, before any byte of the reply.
    expect(within(conversation()).getByText('What is my budget?')).toBeInTheDocument();
    expect(screen.getByText('AI is thinking...')).toBeInTheDocument();
    expect(input()).toHaveValue('What is my budget?');
    const post = server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ content: 'What is my budget?', projectId: 7 });
    expect(post?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);

    stream.push(sse({ type: 'start' }));
    expect(await within(conversation()).findByText('Thinking...')).toBeInTheDocument();

    stream.push(sse({ type: 'content', content: 'Your budget ', fullContent: 'Your budget ' }).slice(0, 20));
    stream.push(sse({ type: 'content', content: 'Your budget ', fullContent: 'Your budget ' }).slice(20));
    expect(await within(conversation()).findByText('Your budget')).toBeInTheDocument();
    expect(within(conversation()).queryByText('Thinking...')).not.toBeInTheDocument();

    stream.push(
      sse({ type: 'content', content: 'is **$25,000.00**.', fullContent: 'Your budget is **$25,000.00**.' }),
    );
    expect(await within(conversation()).findByText('$25,000.00')).toBeInTheDocument();

    const reply = stored(11, 'Your budget is **$25,000.00**.');
    server.setHistory([message(10, 'user', 'What is my budget?'), reply]);
    stream.push(sse({ type: 'complete', message: reply }));
    stream.push(SSE_DONE);
    stream.close();

    await waitFor(() => expect(input()).toHaveValue(''));
    await waitFor(() =>
      expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(2),
    );
    expect(screen.queryByText('AI is thinking...')).not.toBeInTheDocument();
    // Rendered as Markdown: the bold amount is its own <strong>.
    expect(within(conversation()).getByText('$25,000.00').tagName).toBe('STRONG');
  });

  it('rolls back to the history before the send when the stream reports an error', async () => {
    server.setHistory([message(1, 'user', 'Hi'), stored(2, 'Hello!')]);
    const { user } = await openPanel();
    await screen.findByText('Hello!');
    const stream = server.replyWithStream();

    await user.type(input(), 'Compare tile prices{Enter}');
    stream.push(
      sse({ type: 'start' }) + sse({ type: 'content', content: 'Porcelain', fullContent: 'Porcelain' }),
    );
    expect(await within(conversation()).findByText('Porcelain')).toBeInTheDocument();

    stream.push(
      sse({ type: 'error', error: 'The assistant could not answer right now. Please try again.' }) + SSE_DONE,
    );
    stream.close();

    await waitFor(() => expect(within(conversation()).queryByText('Porcelain')).not.toBeInTheDocument());
    expect(within(conversation()).queryByText('Compare tile prices')).not.toBeInTheDocument();
    expect(within(conversation()).getByText('Hello!')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send message');
    expect(alert).toHaveTextContent('The assistant could not answer right now. Please try again.');
    // The text stays in the box so it can be sent again.
    expect(input()).toHaveValue('Compare tile prices');
  });

  it("rolls back and shows the server's reason when the POST is refused", async () => {
    const { user } = await openPanel();
    await screen.findByText('Ask me anything about your renovation project!');
    server.replyWithStatus(429, {
      error: "You've reached the limit of 20 assistant messages per day on the free plan.",
      upgradeRequired: true,
    });

    await user.type(input(), 'One more question{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send message');
    expect(alert).toHaveTextContent('20 assistant messages per day');
    expect(within(conversation()).queryByText('One more question')).not.toBeInTheDocument();
    expect(screen.getByText('Ask me anything about your renovation project!')).toBeInTheDocument();
  });

  it('keeps the request to verify the e-mail address in the panel, pointing to the banner, until a send works', async () => {
    const { user, panel } = await openPanel();
    await screen.findByText('Ask me anything about your renovation project!');
    server.replyWithStatus(403, { error: ASSISTANT_NEEDS_VERIFIED_EMAIL });

    await user.type(input(), 'How much have I spent?{Enter}');

    const notice = await within(panel).findByRole('alert');
    expect(notice).toHaveTextContent(
      'Verify your e-mail address to use the assistant: the banner at the top of the page sends you a code.',
    );
    // Not a toast: the panel's notice is the only alert, and the question stays in the box to send again.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(input()).toHaveValue('How much have I spent?');

    const reply = message(3, 'assistant', 'You have spent $1,250.00.');
    server.replyWithAnswer(reply);
    server.setHistory([message(2, 'user', 'How much have I spent?'), reply]);
    await user.type(input(), '{Enter}');
    expect(await within(conversation()).findByText('You have spent $1,250.00.')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rolls back when the connection drops in the middle of the reply', async () => {
    const { user } = await openPanel();
    await screen.findByText('Ask me anything about your renovation project!');
    const stream = server.replyWithStream();

    await user.type(input(), 'Still there?{Enter}');
    stream.push(sse({ type: 'start' }) + sse({ type: 'content', content: 'Yes', fullContent: 'Yes' }));
    expect(await within(conversation()).findByText('Yes')).toBeInTheDocument();
    stream.fail(new TypeError('network error'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message');
    expect(within(conversation()).queryByText('Yes')).not.toBeInTheDocument();
    expect(within(conversation()).queryByText('Still there?')).not.toBeInTheDocument();
  });

  it("says 'No response body' when the reply has no stream", async () => {
    const { user } = await openPanel();
    await screen.findByText('Ask me anything about your renovation project!');
    server.replyWithoutBody();

    await user.type(input(), 'Hello{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('No response body');
    expect(within(conversation()).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('adds a line on Shift+Enter and never sends blank text', async () => {
    const { user } = await openPanel();
    await screen.findByText('Ask me anything about your renovation project!');

    await user.type(input(), '   {Enter}');
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('   line one\nline two');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('blocks a second send while a reply is still streaming', async () => {
    const { user } = await openPanel();
    await screen.findByText('Ask me anything about your renovation project!');
    const stream = server.replyWithStream();

    await user.type(input(), 'First{Enter}');
    await user.type(input(), ' again{Enter}');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    stream.push(sse({ type: 'start' }) + sse({ type: 'complete', message: stored(5, 'Done.') }) + SSE_DONE);
    stream.close();
    await waitFor(() => expect(input()).toHaveValue(''));
  });

  it('shows user messages as plain text and assistant messages as Markdown with GFM tables', async () => {
    server.setHistory([
      message(1, 'user', '**not bold** | a | b |'),
      stored(2, '| Category | Spent |\n| --- | ---: |\n| Materials | $1,200.00 |'),
    ]);
    await openPanel();

    const userText = await within(conversation()).findByText('**not bold** | a | b |');
    expect(userText.querySelector('strong')).toBeNull();
    const table = await within(conversation()).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$1,200.00' })).toBeInTheDocument();
  });

  it('shows what an answer looked at, collapsed under it, in the history and as it streams in', async () => {
    const lines = [
      'Materials · Oct 2026 · Kitchen: 143 expenses',
      'Projects and contractors · all projects: 2 projects, 3 contractors',
    ];
    server.setHistory([
      message(1, 'user', 'Materials in October?'),
      message(2, 'assistant', 'You spent **$9.00**.', lines),
    ]);
    const { user } = await openPanel();
    await screen.findByText('$9.00');

    const disclosure = within(conversation()).getByRole('button', { name: 'Looked at 2 sources' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(within(conversation()).queryByText(lines[0]!)).not.toBeVisible();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(within(conversation()).getByText(lines[0]!)).toBeVisible();
    expect(within(conversation()).getByText(lines[1]!)).toBeVisible();
    await user.click(disclosure);
    expect(within(conversation()).queryByText(lines[0]!)).not.toBeVisible();

    const reply = message(4, 'assistant', 'You paid **Marcus Bell** $1,200.00.', ['Looked at 12 expenses']);
    // The refetch after the send returns the stored reply, lookedAt included.
    server.setHistory([message(3, 'user', 'How much have I paid Marcus Bell?'), reply]);
    server.replyWithAnswer(reply);
    await user.type(input(), 'How much have I paid Marcus Bell?{Enter}');
    expect(await within(conversation()).findByRole('button', { name: 'Looked at 1 source' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows no disclosure on an answer that looked nothing up', async () => {
    server.setHistory([message(1, 'user', 'Hi'), stored(2, 'Hello!')]);
    await openPanel();
    await screen.findByText('Hello!');
    expect(within(conversation()).queryByRole('button', { name: /^Looked at/ })).not.toBeInTheDocument();
  });
});
