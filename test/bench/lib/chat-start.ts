import type { LocalStack } from '@reno/local';
import { cpuMilliseconds } from './cpu-time';
import { median } from './stats';

/** Milliseconds, of the wall clock and of CPU. */
interface Spent {
  ms: number;
  cpuMs: number;
}

export interface ChatStartTiming {
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** The median CPU time to the start event, of this process (the stack's) and DynamoDB Local's JVM. */
  cpuMedianMs: number;
  runs: number;
  /** The median of a `GET /api/user` sent just before each question: one authenticated API read. */
  baselineMedianMs: number;
  baselineCpuMedianMs: number;
}

/** A clock of both: the stack runs in this process, its database in DynamoDB Local's JVM. */
function stopwatch(stack: LocalStack): () => Spent {
  const cpu = () => cpuMilliseconds([stack.pids.dynamodb]);
  const startedAt = performance.now();
  const cpuAt = cpu();
  return () => ({ ms: performance.now() - startedAt, cpuMs: cpu() - cpuAt });
}

/** One `GET /api/user` read to its end: the floor of an authenticated round trip on the stack. */
async function read(stack: LocalStack, token: string): Promise<Spent> {
  const spent = stopwatch(stack);
  const response = await fetch(`${stack.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const took = spent();
  if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
  return took;
}

/**
 * One POST /api/ai-chat over the local stack, read to its end: what it took from sending until the stream
 * began with the `start` event (null if it did not), and whether it ended with [DONE].
 */
async function untilStart(
  stack: LocalStack,
  token: string,
  body: { content: string; projectId?: number },
): Promise<{ start: Spent | null; done: boolean; status: number }> {
  const spent = stopwatch(stack);
  const response = await fetch(`${stack.url}/api/ai-chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.body) return { start: null, done: false, status: response.status };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let start: Spent | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!start && text.startsWith('data: {"type":"start"}\n\n')) start = spent();
  }
  return { start, done: text.endsWith('data: [DONE]\n\n'), status: response.status };
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
  await read(stack, token);
  await untilStart(stack, token, { ...body, content: 'warm-up: what is my budget?' });
  const starts: Spent[] = [];
  const baselines: Spent[] = [];
  for (let i = 0; i < runs; i += 1) {
    baselines.push(await read(stack, token));
    const { start, done, status } = await untilStart(stack, token, body);
    if (status !== 200 || !done || !start) throw new Error(`Chat answered ${status} without a whole stream`);
    starts.push(start);
  }
  const times = starts.map((start) => start.ms);
  return {
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    cpuMedianMs: median(starts.map((start) => start.cpuMs)),
    runs,
    baselineMedianMs: median(baselines.map((baseline) => baseline.ms)),
    baselineCpuMedianMs: median(baselines.map((baseline) => baseline.cpuMs)),
  };
}
