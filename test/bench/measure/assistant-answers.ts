import { createDataContext } from '@reno/data';
import { createOfflineProvider } from '@reno/functions/lib/chat/providers/offline-provider';
import type { LocalStack } from '@reno/local';
import { questionSet } from '../../assistant/question-set';
import { SEED_NOW, writeRenovation } from '../../assistant/renovation-seed';
import { askAssistant } from '../../assistant/support/ask-assistant';
import { measureChatStart, type ChatStartTiming } from '../lib/chat-start';
import { median } from '../lib/stats';
import { demoIdToken } from '../../support/demo-session';

interface AnswerTiming {
  question: string;
  medianMs: number;
  lookups: number;
}

export interface AssistantReport {
  start: ChatStartTiming;
  expenses: number;
  runs: number;
  answers: AnswerTiming[];
}

/**
 * The assistant on the local stack: the time to the chat stream's `start` event (the demo account, 20
 * sends), then each question of the question set answered by the offline assistant over the seeded
 * renovation (its context and lookups against the stack's DynamoDB Local), `runs` times each.
 */
export async function measureAssistant(stack: LocalStack, runs: number): Promise<AssistantReport> {
  const quota = process.env.CHAT_DAILY_LIMIT_FREE;
  process.env.CHAT_DAILY_LIMIT_FREE = '1000'; // read when the chat's dependencies are built, on first use
  let start: ChatStartTiming;
  try {
    const token = await demoIdToken(stack);
    const projects = (await (
      await fetch(`${stack.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number }[];
    start = await measureChatStart(stack, token, projects[0]?.id, 20);
  } finally {
    if (quota === undefined) delete process.env.CHAT_DAILY_LIMIT_FREE;
    else process.env.CHAT_DAILY_LIMIT_FREE = quota;
  }

  const ctx = createDataContext({
    endpoint: stack.endpoints.dynamodb,
    tableName: stack.tableName,
    now: () => SEED_NOW,
  });
  const seeded = await writeRenovation(ctx, 'bench-assistant');
  const provider = createOfflineProvider();
  const user = { userId: seeded.userId, projectId: seeded.projectId };
  const answers: AnswerTiming[] = [];
  for (const { question } of questionSet(seeded.expenses)) {
    const times: number[] = [];
    let lookups = 0;
    for (let run = 0; run < runs; run += 1) {
      const answer = await askAssistant(ctx, provider, user, question);
      times.push(answer.ms);
      lookups = answer.calls.length;
    }
    answers.push({ question, medianMs: median(times), lookups });
  }
  return { start, expenses: seeded.expenses.length, runs, answers };
}
