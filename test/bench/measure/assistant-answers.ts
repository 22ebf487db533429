import { createDataContext } from '@reno/data';
import { createOfflineProvider } from '@reno/functions/lib/chat/providers/offline-provider';
import type { LocalStack } from '@reno/local';
import type { AnswerClass } from '../../assistant/classify';
import { questionSet, type AssistantQuestion, type ProjectKey } from '../../assistant/question-set';
import { PROJECT_SEEDS } from '../../assistant/question-set';
import { SEED_NOW } from '../../assistant/seed-project';
import {
  answerQuestion,
  questionLabel,
  seedQuestionSet,
  tally,
} from '../../assistant/support/question-set-run';
import { measureChatStart, type ChatStartTiming } from '../lib/chat-start';
import { median } from '../lib/stats';
import { demoIdToken } from '../../support/demo-session';

interface AnswerTiming {
  project: ProjectKey;
  question: string;
  answerClass: AnswerClass;
  mustDecline: boolean;
  medianMs: number;
  lookups: number;
}

export interface AssistantReport {
  start: ChatStartTiming;
  /** Expenses per seeded project. */
  expenses: Record<ProjectKey, number>;
  runs: number;
  answers: AnswerTiming[];
  counts: ReturnType<typeof tally>;
}

/**
 * The assistant on the local stack: the time to the chat stream's `start` event (the demo account, 20
 * sends), then each question of the question set answered by the offline assistant over the three
 * seeded projects (context and lookups against the stack's DynamoDB Local), `runs` times each, classed
 * right, declined or wrong as the test classes them.
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
  const users = await seedQuestionSet(ctx, 'bench-assistant');
  const provider = createOfflineProvider();
  const classes = new Map<AssistantQuestion, AnswerClass>();
  const answers: AnswerTiming[] = [];
  for (const q of questionSet()) {
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof answerQuestion>> | undefined;
    for (let run = 0; run < runs; run += 1) {
      last = await answerQuestion(ctx, provider, users, q);
      times.push(last.ms);
    }
    classes.set(q, last!.answerClass);
    answers.push({
      project: q.project,
      question: questionLabel(q).replace(/^\[\w+\] /, ''),
      answerClass: last!.answerClass,
      mustDecline: q.expected === null,
      medianMs: median(times),
      lookups: last!.calls.length,
    });
  }
  const expenses = Object.fromEntries(
    (Object.keys(PROJECT_SEEDS) as ProjectKey[]).map((key) => [key, PROJECT_SEEDS[key]().expenses.length]),
  ) as Record<ProjectKey, number>;
  return { start, expenses, runs, answers, counts: tally(classes) };
}
