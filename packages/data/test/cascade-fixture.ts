// A user with two projects whose expenses and estimates cross-link (an expense of project B paid
// against an estimate of project A and the other way round), receipts as S3 keys and as http URLs.
import { expect } from 'vitest';
import type { DataContext } from '../src/context';
import {
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  type EstimateRecord,
  type ExpenseRecord,
} from '../src/index';
import { newUser, partitionItems } from './support';

type Item = Record<string, unknown>;

export async function buildFixture(ctx: DataContext, expensesInA = 22) {
  const userId = await newUser(ctx, 'pro');
  const tag = userId.slice(0, 8);
  const a = await createProject(ctx, userId, { name: `Kitchen ${tag}`, budgetCents: 2_000_000 });
  const b = await createProject(ctx, userId, { name: `Bathroom ${tag}`, budgetCents: 800_000 });
  const c1 = await createContractor(ctx, userId, { name: 'Cara' });
  const c2 = await createContractor(ctx, userId, { name: 'Dan' });
  const estimate = (
    projectId: number,
    contractorId: number,
    status: 'approved' | 'pending',
    attachmentUrl: string | null,
  ) =>
    createEstimate(ctx, userId, {
      projectId,
      contractorId,
      title: 'Quote',
      amountCents: 100_000,
      taxRateHundredths: 1300,
      date: '2025-01-10',
      status,
      attachmentUrl,
    });
  const estA1 = await estimate(a.id, c1.id, 'approved', `users/${userId}/estimates/a1.pdf`);
  const estA2 = await estimate(a.id, c2.id, 'pending', 'https://example.com/quote.pdf');
  const estB1 = await estimate(b.id, c1.id, 'approved', `users/${userId}/estimates/b1.pdf`);
  const expenses: ExpenseRecord[] = [];
  const links: (EstimateRecord | null)[] = [estA1, estB1, null];
  for (let i = 0; i < expensesInA; i++) {
    expenses.push(
      await createExpense(ctx, userId, {
        projectId: a.id,
        description: `A ${i}`,
        amountCents: 1_000 + i,
        category: i % 2 ? 'labor' : 'materials',
        paymentMethod: 'cash',
        date: `2025-0${1 + (i % 3)}-1${i % 10}`,
        estimateId: links[i % 3]?.id ?? null,
        contractorId: i % 2 === 0 ? c1.id : null,
        imageUrl:
          i === 1 ? 'https://example.com/r.jpg' : i % 2 === 0 ? `users/${userId}/receipts/a-${i}.jpg` : null,
      }),
    );
  }
  for (let i = 0; i < 6; i++) {
    expenses.push(
      await createExpense(ctx, userId, {
        projectId: b.id,
        description: `B ${i}`,
        amountCents: 5_000 + i,
        category: 'permits',
        paymentMethod: 'check',
        date: '2025-02-02',
        estimateId: links[i % 3]?.id ?? null,
        contractorId: i % 2 === 0 ? c1.id : c2.id,
        imageUrl: `users/${userId}/receipts/b-${i}.jpg`,
      }),
    );
  }
  await createMilestone(ctx, userId, { projectId: a.id, title: 'Demo', category: 'Demolition' });
  await createMilestone(ctx, userId, { projectId: a.id, title: 'Paint', category: 'Painting' });
  await createMilestone(ctx, userId, { projectId: b.id, title: 'Tiles', category: 'Bathroom' });
  return { userId, a, b, c1, c2, estA1, estA2, estB1, expenses };
}

const keyOf = (item: Item) => `${String(item.PK)}|${String(item.SK)}`;

/**
 * After a cascade: items matching `removed` are gone, items matching `mayChange` may differ, every
 * other item of the partition is exactly as before.
 */
export async function expectOnlyExpectedChanges(
  ctx: DataContext,
  userId: string,
  before: Item[],
  rules: { removed: (item: Item) => boolean; mayChange: (item: Item) => boolean },
) {
  const after = new Map((await partitionItems(ctx, userId)).map((item) => [keyOf(item), item]));
  for (const item of before) {
    const now = after.get(keyOf(item));
    if (rules.removed(item)) expect(now, `${keyOf(item)} should be gone`).toBeUndefined();
    else if (!rules.mayChange(item)) expect(now, `${keyOf(item)} should be untouched`).toEqual(item);
    else expect(now, `${keyOf(item)} should still exist`).toBeDefined();
  }
  const beforeKeys = new Set(before.map(keyOf));
  expect(
    [...after.keys()].filter((key) => !beforeKeys.has(key)),
    'no new items',
  ).toEqual([]);
}
