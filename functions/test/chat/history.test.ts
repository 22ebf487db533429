import { describe, expect, it } from 'vitest';
import { modelHistory } from '../../src/lib/chat/history';
import { MAX_CHAT_MESSAGE_LENGTH } from '@reno/domain';
import { MAX_HISTORY_BYTES, MAX_HISTORY_MESSAGES } from '../../src/lib/chat/limits';

const turn = (role: 'user' | 'assistant', content: string) => ({ role, content });

describe('modelHistory', () => {
  it('keeps an alternating conversation as it is', () => {
    const stored = [turn('user', 'a'), turn('assistant', 'b'), turn('user', 'c')];
    expect(modelHistory(stored)).toEqual(stored);
  });

  it('keeps only the newest messages within the limit, then starts at a user turn', () => {
    const stored = Array.from({ length: 9 }, (_, i) => turn(i % 2 === 0 ? 'user' : 'assistant', `m${i}`));
    // The last 4 are m5 (assistant), m6, m7, m8: the leading assistant turn goes.
    expect(modelHistory(stored, 4)).toEqual([
      turn('user', 'm6'),
      turn('assistant', 'm7'),
      turn('user', 'm8'),
    ]);
  });

  it('merges user messages left without a reply (a failed answer) instead of dropping them', () => {
    const stored = [turn('user', 'first try'), turn('user', 'second try')];
    expect(modelHistory(stored)).toEqual([turn('user', 'first try\n\nsecond try')]);
  });

  it('ends on the user turn and skips blank messages', () => {
    expect(modelHistory([turn('user', 'q'), turn('assistant', '  '), turn('assistant', 'a')])).toEqual([
      turn('user', 'q'),
    ]);
    expect(modelHistory([turn('assistant', 'hello')])).toEqual([]);
  });

  it(`sends ${MAX_HISTORY_MESSAGES} messages of the longest English text whole, and fewer of text in other scripts`, () => {
    const conversation = (text: string) =>
      Array.from({ length: MAX_HISTORY_MESSAGES }, (_, i) =>
        turn(i % 2 === 0 ? 'user' : 'assistant', `${i} ${text}`.slice(0, MAX_CHAT_MESSAGE_LENGTH)),
      );
    expect(modelHistory(conversation('a'.repeat(MAX_CHAT_MESSAGE_LENGTH)))).toHaveLength(
      MAX_HISTORY_MESSAGES - 1,
    );

    // Three bytes a character: 7 messages of 4,000 fit in MAX_HISTORY_BYTES, starting at a user turn.
    const sent = modelHistory(conversation('語'.repeat(MAX_CHAT_MESSAGE_LENGTH)));
    expect(sent.length).toBeLessThan(MAX_HISTORY_MESSAGES - 1);
    expect(sent[0]?.role).toBe('user');
    expect(
      sent.reduce((bytes, message) => bytes + Buffer.byteLength(message.content), 0),
    ).toBeLessThanOrEqual(MAX_HISTORY_BYTES);
  });

  it('always sends the question, however long', () => {
    expect(modelHistory([turn('user', '語'.repeat(MAX_HISTORY_BYTES))])).toHaveLength(1);
  });
});
