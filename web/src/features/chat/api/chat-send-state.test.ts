import { describe, expect, it } from 'vitest';
import { message } from '../testing/fake-chat-server';
import { applyStreamEvent, nextPendingIds, withUserMessage } from './chat-send-state';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('chat send state', () => {
  const ids = nextPendingIds();
  const history = [message(1, 'user', 'Hi'), message(2, 'assistant', 'Hello!')];

  it('issues negative temporary ids that never repeat', () => {
    const next = nextPendingIds();
    expect(ids.userMessageId).toBeLessThan(0);
    expect(new Set([ids.userMessageId, ids.placeholderId, next.userMessageId, next.placeholderId]).size).toBe(
      4,
    );
  });

  it('walks the send sequence: user message, typing placeholder, growing text, stored message', () => {
    let list = withUserMessage(history, 'Budget?', ids, now);
    expect(list.at(-1)).toEqual({
      id: ids.userMessageId,
      role: 'user',
      content: 'Budget?',
      createdAt: now.toISOString(),
    });

    list = applyStreamEvent(list, { type: 'start' }, ids.placeholderId, now);
    expect(list.at(-1)).toMatchObject({
      id: ids.placeholderId,
      role: 'assistant',
      content: '',
      isTyping: true,
    });

    list = applyStreamEvent(
      list,
      { type: 'content', content: 'Your ', fullContent: 'Your ' },
      ids.placeholderId,
      now,
    );
    list = applyStreamEvent(
      list,
      { type: 'content', content: 'budget', fullContent: 'Your budget' },
      ids.placeholderId,
      now,
    );
    expect(list).toHaveLength(4);
    expect(list.at(-1)).toMatchObject({ content: 'Your budget', isTyping: true });

    const stored = message(9, 'assistant', 'Your budget is $25,000.00.');
    list = applyStreamEvent(list, { type: 'complete', message: stored }, ids.placeholderId, now);
    expect(list).toHaveLength(4);
    expect(list.at(-1)).toEqual({ ...stored, isTyping: false });
    expect(list.slice(0, 2)).toEqual(history);
  });

  it('adds the placeholder if content arrives without a start event', () => {
    const list = applyStreamEvent(history, { type: 'content', fullContent: 'Hi' }, ids.placeholderId, now);
    expect(list.at(-1)).toMatchObject({ id: ids.placeholderId, content: 'Hi', isTyping: true });
  });

  it('does not add a second placeholder on a repeated start', () => {
    const once = applyStreamEvent(history, { type: 'start' }, ids.placeholderId, now);
    expect(applyStreamEvent(once, { type: 'start' }, ids.placeholderId, now)).toHaveLength(once.length);
  });
});
