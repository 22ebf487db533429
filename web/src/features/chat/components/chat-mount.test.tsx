import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSelectedProjectId } from '../../../entities/project/selected-project/selected-project-storage';
import { SelectedProjectProvider } from '../../../entities/project/selected-project/selected-project-provider';
import { DESKTOP_WIDTH, setViewportWidth } from '../../../testing/viewport';
import { fakeChatServer, message, sse, SSE_DONE } from '../testing/fake-chat-server';
import { renderWithChatProviders } from '../../../testing/render-chat';
import { ChatMount } from './chat-mount';

const projects = [
  { id: 42, name: 'Bathroom' },
  { id: 7, name: 'Kitchen Remodel' },
];

let server: ReturnType<typeof fakeChatServer>;

beforeEach(() => {
  server = fakeChatServer([], projects);
  vi.stubGlobal('fetch', server.fetch);
  setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  return renderWithChatProviders(
    <MemoryRouter initialEntries={[path]}>
      <SelectedProjectProvider>
        <ChatMount />
      </SelectedProjectProvider>
    </MemoryRouter>,
  );
}

describe('ChatMount', () => {
  it("shows no chat on '/'", async () => {
    renderAt('/');
    await waitFor(() =>
      expect(server.requests.some((request) => request.url.endsWith('/api/projects'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Open AI Assistant' })).not.toBeInTheDocument();
  });

  it('shows the floating button elsewhere and asks about the selected project', async () => {
    writeSelectedProjectId(7);
    const user = userEvent.setup();
    renderAt('/expenses');

    await user.click(await screen.findByRole('button', { name: 'Open AI Assistant' }));
    await screen.findByText('Ask me anything about your renovation project!');
    const stream = server.replyWithStream();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Budget?{Enter}');

    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ content: 'Budget?', projectId: 7 });

    const reply = message(3, 'assistant', 'Fine.');
    server.setHistory([message(2, 'user', 'Budget?'), reply]);
    stream.push(sse({ type: 'start' }) + sse({ type: 'complete', message: reply }) + SSE_DONE);
    stream.close();
    expect(await screen.findByText('Fine.')).toBeInTheDocument();
  });
});
