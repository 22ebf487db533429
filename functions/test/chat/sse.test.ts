import { describe, expect, it } from 'vitest';
import { SseWriter, sseFrame } from '../../src/lib/chat/sse';

describe('SSE framing', () => {
  it("frames each event as one 'data: <json>' line and a blank line", () => {
    expect(sseFrame({ type: 'content', content: 'a\nb', fullContent: 'a\nb' })).toBe(
      'data: {"type":"content","content":"a\\nb","fullContent":"a\\nb"}\n\n',
    );
  });

  it('writes [DONE] once and nothing after it', () => {
    const written: string[] = [];
    const writer = new SseWriter({ write: (chunk) => written.push(chunk) });
    writer.send({ type: 'start' });
    writer.done();
    writer.send({ type: 'error', error: 'late' });
    writer.done();
    expect(written).toEqual(['data: {"type":"start"}\n\n', 'data: [DONE]\n\n']);
    expect(writer.isDone).toBe(true);
  });
});
