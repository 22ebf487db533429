// The operator's cards: their counters (admin-totals.ts) equal a count of the table after any mix of writes.
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  applySubscriptionEvent,
  createExpense,
  createProject,
  deleteExpense,
  deleteProject,
  getExpense,
  getOrCreateUser,
  PlanLimitError,
  readAdminTotals,
  updateSubscription,
} from '../src/index';
import { createDataContext, type DataContext } from '../src/context';
import { ensureTable } from '../src/ensure-table';
import { newUserId, plainExpense } from './support';

type Operation =
  | { kind: 'sign up' }
  | { kind: 'project' | 'expense' | 'delete expense' | 'delete project'; user: number; pick: number }
  | { kind: 'plan'; user: number; status: 'active' | 'cancelled' | 'free'; byWebhook: boolean };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.constant({ kind: 'sign up' as const }),
  fc.record({
    kind: fc.constantFrom(
      'project' as const,
      'expense' as const,
      'delete expense' as const,
      'delete project' as const,
    ),
    user: fc.nat(),
    pick: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('plan' as const),
    user: fc.nat(),
    status: fc.constantFrom('active' as const, 'cancelled' as const, 'free' as const),
    byWebhook: fc.boolean(),
  }),
);

/** A table of its own, so that a Scan counts only what the operations wrote. */
async function ownTable(): Promise<DataContext> {
  const tableName = `admin-totals-${randomUUID()}`;
  await ensureTable(inject('dynamoEndpoint'), tableName);
  return createDataContext({ endpoint: inject('dynamoEndpoint'), tableName });
}

/** The cards counted the slow way: every item of the table. */
async function scannedTotals(table: DataContext) {
  const totals = { users: 0, proUsers: 0, projects: 0, expenses: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const output = await table.doc.send(
      new ScanCommand({ TableName: table.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    for (const item of output.Items ?? []) {
      if (item.entity === 'user') totals.users += 1;
      if (item.entity === 'user' && item.subscriptionStatus === 'active') totals.proUsers += 1;
      if (item.entity === 'project') totals.projects += 1;
      if (item.entity === 'expense') totals.expenses += 1;
    }
    start = output.LastEvaluatedKey;
  } while (start);
  return totals;
}

describe("the operator's cards", () => {
  it('equal a count of the table after any mix of sign-ups, creates, deletes and plan changes', async () => {
    let event = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 25, maxLength: 35 }), async (operations) => {
        const table = await ownTable();
        const users: string[] = [];
        const projects: { user: string; id: number }[] = [];
        const expenses: { user: string; id: number }[] = [];
        const signUp = async () => {
          const sub = newUserId();
          await getOrCreateUser(table, { sub, email: `${sub}@example.test` });
          users.push(sub);
          return sub;
        };
        await signUp();
        for (const step of operations) {
          if (step.kind === 'sign up') {
            await signUp();
            continue;
          }
          const user = users[step.user % users.length] as string;
          if (step.kind === 'plan') {
            const change = {
              status: step.status,
              endDate: step.status === 'cancelled' ? '2040-01-01T00:00:00Z' : null,
            };
            if (step.byWebhook) {
              event += 1;
              const at = new Date(Date.UTC(2030, 0, 1, 0, 0, event));
              await applySubscriptionEvent(table, user, { id: `evt_${randomUUID()}`, createdAt: at }, change);
            } else await updateSubscription(table, user, change);
          } else if (step.kind === 'project') {
            const project = await createProject(table, user, {
              name: `P${projects.length}`,
              budgetCents: 100,
            });
            projects.push({ user, id: project.id });
          } else if (step.kind === 'expense') {
            const project = projects[step.pick % Math.max(1, projects.length)];
            if (!project) continue;
            try {
              const expense = await createExpense(table, project.user, plainExpense(project.id));
              expenses.push({ user: project.user, id: expense.id });
            } catch (error) {
              // The Free plan's sixth expense is refused, and counted nowhere.
              if (!(error instanceof PlanLimitError)) throw error;
            }
          } else if (step.kind === 'delete expense') {
            const [expense] = expenses.splice(step.pick % Math.max(1, expenses.length), 1);
            if (expense) await deleteExpense(table, expense.user, expense.id);
          } else {
            const [project] = projects.splice(step.pick % Math.max(1, projects.length), 1);
            if (!project) continue;
            await deleteProject(table, project.user, project.id);
            for (let index = expenses.length - 1; index >= 0; index--) {
              const expense = expenses[index];
              if (
                expense?.user === project.user &&
                (await getExpense(table, expense.user, expense.id)) === null
              )
                expenses.splice(index, 1);
            }
          }
        }
        expect(await readAdminTotals(table)).toEqual(await scannedTotals(table));
      }),
      { numRuns: 3 },
    );
  });
});
