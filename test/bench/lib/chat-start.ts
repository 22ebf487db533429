import type { LocalStack } from '@reno/local';

export interface ChatStartTiming {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
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

/** The time to the `start` event over `runs` questions after one warm-up (the caller's quota must allow them). */
export async function measureChatStart(
  stack: LocalStack,
  token: string,
  projectId: number | undefined,
  runs = 20,
): Promise<ChatStartTiming> {
  const body = { content: 'What is my budget?', ...(projectId === undefined ? {} : { projectId }) };
  await millisecondsToStart(stack, token, { ...body, content: 'warm-up: what is my budget?' });
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { startMs, done, status } = await millisecondsToStart(stack, token, body);
    if (status !== 200 || !done || Number.isNaN(startMs))
      throw new Error(`Chat answered ${status} without a whole stream`);
    times.push(startMs);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(runs / 2);
  const medianMs = runs % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { medianMs, minMs: sorted[0]!, maxMs: sorted.at(-1)!, runs };
}
