import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

const STREAM =
  'data: {"type":"start"}\n\n' +
  'data: {"type":"content","content":"Hi","fullContent":"Hi"}\n\n' +
  ': keep-alive comment\n\n' +
  'data: [DONE]\n\n';

const EXPECTED = ['{"type":"start"}', '{"type":"content","content":"Hi","fullContent":"Hi"}', '[DONE]'];

describe('SseParser', () => {
  it('returns every data payload of a stream delivered in one piece', () => {
    const parser = new SseParser();
    expect([...parser.push(STREAM), ...parser.flush()]).toEqual(EXPECTED);
  });

  it('gives the same payloads wherever the network cuts the stream in two', () => {
    for (let cut = 0; cut <= STREAM.length; cut += 1) {
      const parser = new SseParser();
      const payloads = [
        ...parser.push(STREAM.slice(0, cut)),
        ...parser.push(STREAM.slice(cut)),
        ...parser.flush(),
      ];
      expect(payloads, `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it('gives the same payloads when the stream arrives one character at a time', () => {
    const parser = new SseParser();
    const payloads = [...STREAM].flatMap((character) => parser.push(character));
    expect([...payloads, ...parser.flush()]).toEqual(EXPECTED);
  });

  it('emits an event only once its blank line has arrived', () => {
    const parser = new SseParser();
    expect(parser.push('data: {"type":"start"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual(['{"type":"start"}']);
  });

  it('accepts CRLF line ends, joins multi-line data and ignores other fields', () => {
    const parser = new SseParser();
    const payloads = parser.push('event: message\r\nid: 7\r\ndata: first\r\ndata:second\r\n\r\n');
    expect(payloads).toEqual(['first\nsecond']);
  });

  it('completes a last event that lacks its blank line when the stream ends', () => {
    const parser = new SseParser();
    expect(parser.push('data: [DONE]')).toEqual([]);
    expect(parser.flush()).toEqual(['[DONE]']);
  });
});
