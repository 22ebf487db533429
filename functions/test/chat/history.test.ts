import { describe, expect, it } from 'vitest';
import { modelHistory } from '../../src/lib/chat/history';

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
});
