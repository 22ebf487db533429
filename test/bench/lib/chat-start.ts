import type { LocalStack } from '@reno/local';
import { median } from './stats';

export interface ChatStartTiming {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
  /** The median of a `GET /api/user` sent just before each question: one authenticated API read. */
  baselineMedianMs: number;
}

/** ms for one `GET /api/user` read to its end: the floor of an authenticated round trip on the stack. */
async function millisecondsToRead(stack: LocalStack, token: string): Promise<number> {
  const sentAt = performance.now();
  const response = await fetch(`${stack.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
  return performance.now() - sentAt;
}

/**
 * One POST /api/ai-chat over the local stack, read to its end: ms from sending until the stream began
 * with the `start` event (NaN if it did not), and whether it ended with [DONE].
 */
async function millisecondsToStart(
  stack: LocalStack,
  token: string,
  body: { content: string; projectId?: number },
): Promise<{ startMs: number; done: boolean; status: number }> {
  const sentAt = performance.now();
  const response = await fetch(`${stack.url}/api/ai-chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.body) return { startMs: Number.NaN, done: false, status: response.status };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let startMs = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(startMs) && text.startsWith('data: {"type":"start"}\n\n'))
      startMs = performance.now() - sentAt;
  }
  return { startMs, done: text.endsWith('data: [DONE]\n\n'), status: response.status };
}

/**
 * The time to the `start` event over `runs` questions after one warm-up (the caller's quota must allow them),
 * each sent right after a `GET /api/user`, so the two medians meet the same load on a shared machine.
 */
export async function measureChatStart(
  stack: LocalStack,
  token: string,
  projectId: number | undefined,
  runs = 20,
): Promise<ChatStartTiming> {
  const body = { content: 'What is my budget?', ...(projectId === undefined ? {} : { projectId }) };
  await millisecondsToRead(stack, token);
  await millisecondsToStart(stack, token, { ...body, content: 'warm-up: what is my budget?' });
  const times: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    baselines.push(await millisecondsToRead(stack, token));
    const { startMs, done, status } = await millisecondsToStart(stack, token, body);
    if (status !== 200 || !done || Number.isNaN(startMs))
      throw new Error(`Chat answered ${status} without a whole stream`);
    times.push(startMs);
  }
  return {
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    runs,
    baselineMedianMs: median(baselines),
  };
}
