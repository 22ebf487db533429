// Over the real local stack: how soon the chat stream's `start` event reaches the browser (issue #9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '@reno/local';
import { BUDGETS } from '../bench/budgets';
import { measureChatStart } from '../bench/lib/chat-start';
import { demoIdToken } from '../support/demo-session';

let stack: LocalStack;
let token: string;
let projectId: number | undefined;

beforeAll(async () => {
  process.env.CHAT_DAILY_LIMIT_FREE = '1000'; // the Free quota (20 a day) is below 1 + 20 sends
  stack = await startLocalStack({ persist: false, port: 0, seedDemo: true });
  token = await demoIdToken(stack);
  const projects = (await (
    await fetch(`${stack.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[];
  projectId = projects[0]?.id;
}, 180_000);

afterAll(async () => {
  delete process.env.CHAT_DAILY_LIMIT_FREE;
  await stack?.stop();
});

describe('chat over the local stack', () => {
  it(`spends at most ${BUDGETS.chatStartCpuRatio}× a GET /api/user's CPU time before the start event (medians of 20, interleaved)`, async () => {
    const timing = await measureChatStart(stack, token, projectId, 20);
    const ratio = timing.cpuMedianMs / timing.baselineCpuMedianMs;
    console.warn(
      `POST /api/ai-chat → start event: median ${timing.medianMs.toFixed(1)} ms (min ${timing.minMs.toFixed(1)}, max ${timing.maxMs.toFixed(1)}, n=${timing.runs}), ${timing.cpuMedianMs.toFixed(1)} ms of CPU; ` +
        `GET /api/user median ${timing.baselineMedianMs.toFixed(1)} ms, ${timing.baselineCpuMedianMs.toFixed(1)} ms of CPU; ` +
        `ratio ${(timing.medianMs / timing.baselineMedianMs).toFixed(2)} (wall), ${ratio.toFixed(2)} (CPU)`,
    );
    expect(ratio).toBeLessThanOrEqual(BUDGETS.chatStartCpuRatio);
  });
});
