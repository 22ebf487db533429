// The question set's world and one answer to it, shared by its test and the bench: the three seeded
// projects (one homeowner each) and a neighbour whose money must never show up, in one table.
import {
  createContractor,
  createExpense,
  createProject,
  getOrCreateUser,
  type DataContext,
} from '@reno/data';
import type { ChatProvider } from '@reno/functions/lib/chat/providers/chat-provider';
import { classify, type AnswerClass } from '../classify';
import { PROJECT_SEEDS, type AssistantQuestion, type ProjectKey } from '../question-set';
import { seedHomeowner, writeProjectSeed } from '../seed-project';
import { askAssistant, loadSeededContext, type AssistantAnswer, type ProjectContext } from './ask-assistant';

/** What the neighbour spent with contractors named like the homeowners': never in an answer. */
export const NEIGHBOUR_AMOUNT = '$7,777.77';

export type SeededUsers = Record<ProjectKey, { userId: string; projectId: number }>;

export async function seedQuestionSet(ctx: DataContext, prefix: string): Promise<SeededUsers> {
  const users = {} as SeededUsers;
  for (const project of Object.keys(PROJECT_SEEDS) as ProjectKey[]) {
    const userId = `${prefix}-${project}`;
    await seedHomeowner(ctx, userId);
    users[project] = { userId, projectId: await writeProjectSeed(ctx, userId, PROJECT_SEEDS[project]()) };
  }
  const other = `${prefix}-neighbour`;
  await getOrCreateUser(ctx, { sub: other, email: `${other}@example.test`, firstName: 'N', lastName: 'B' });
  const project = await createProject(ctx, other, { name: 'Neighbour Deck', budgetCents: 1_000_000 });
  for (const name of ['Marcus Bell', 'Dave Kowalski', 'Amara Okafor']) {
    const contractor = await createContractor(ctx, other, { name, specialty: 'Electrician' });
    await createExpense(ctx, other, {
      projectId: project.id,
      description: 'Home Depot deck boards and paint',
      notes: 'Home Depot',
      amountCents: 777_777,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-10-05',
      contractorId: contractor.id,
      estimateId: null,
    });
  }
  return users;
}

/** Each seeded project's context, as the chat handler loads it. */
export type SeededContexts = Record<ProjectKey, ProjectContext>;

/**
 * The three projects' contexts, loaded once: nothing writes to the seeded table after seedQuestionSet (the
 * assistant's lookups only read), so every question of a project would load this same context again.
 */
export async function loadSeededContexts(ctx: DataContext, users: SeededUsers): Promise<SeededContexts> {
  const keys = Object.keys(users) as ProjectKey[];
  const contexts = await Promise.all(keys.map((key) => loadSeededContext(ctx, users[key])));
  return Object.fromEntries(keys.map((key, index) => [key, contexts[index]!])) as SeededContexts;
}

export interface ClassedAnswer extends AssistantAnswer {
  answerClass: AnswerClass;
}

export async function answerQuestion(
  ctx: DataContext,
  provider: ChatProvider,
  users: SeededUsers,
  q: AssistantQuestion,
  /** Loaded once (loadSeededContexts); without them each answer loads its own, as the bench times it. */
  contexts?: SeededContexts,
): Promise<ClassedAnswer> {
  const answer = await askAssistant(
    ctx,
    provider,
    users[q.project],
    q.question,
    q.before,
    contexts?.[q.project],
  );
  return { ...answer, answerClass: classify(answer.answer, q.expected) };
}

export const questionLabel = (q: AssistantQuestion) =>
  `[${q.project}] ${q.before ? `${q.before.join(' → ')} → ` : ''}${q.question}`;

/** right / declined / wrong over the answerable questions, and declined / wrong over the others. */
export function tally(classes: ReadonlyMap<AssistantQuestion, AnswerClass>) {
  const count = (mustDecline: boolean, answerClass: AnswerClass) =>
    [...classes].filter(([q, c]) => (q.expected === null) === mustDecline && c === answerClass).length;
  return {
    answerable: {
      right: count(false, 'right'),
      declined: count(false, 'declined'),
      wrong: count(false, 'wrong'),
    },
    mustDecline: { declined: count(true, 'declined'), wrong: count(true, 'wrong') },
  };
}
