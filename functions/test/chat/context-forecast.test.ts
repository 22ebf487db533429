import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createContractor, createEstimate, createProject, type ProjectRecord } from '@reno/data';
import { describe, expect, it } from 'vitest';
import { renderContextBlock } from '../../src/lib/chat/context-block';
import { describeProject, loadProjectContext } from '../../src/lib/chat/load-project-context';
import { newUser, testTable } from './support/dynamodb';

const project = {
  id: 1,
  userId: 'u',
  name: 'Kitchen',
  slug: 'kitchen',
  description: null,
  budgetCents: 2_000_000,
  taxRateHundredths: 1300,
  startDate: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  spentCents: 300_000,
  spentByCategoryCents: { labor: 300_000 },
  expenseCount: 3,
  approvedEstimatesCents: 0,
  paidEstimatesCents: 0,
  committedByCategoryCents: { labor: 1_080_000, unassigned: 10_000 },
  plannedByCategoryCents: { labor: 1_000_000 },
  contingencyCents: 500_000,
  scheduledCents: 0,
  scheduledPaidCents: 0,
  retainageHeldCents: 0,
  homeId: 1,
  extensiveRemodel: false,
} satisfies ProjectRecord;

describe("the assistant's project context", () => {
  it('carries the forecast: projected cost, contingency left and each planned category', () => {
    const context = describeProject(
      { project, recentExpenses: [], estimates: [], milestones: [], contractors: [] },
      '2025-06-01',
    );

    expect(context.forecast.projectedTotalCents).toBe(1_390_000);
    const block = renderContextBlock({ project: context, otherProjects: [], contractors: [] });
    expect(block).toContain('Projected final cost: $13,900.00 ($6,100.00 under budget)');
    expect(block).toContain('Contingency: $5,000.00, left $1,200.00');
    expect(block).toContain(
      '- Labor: planned $10,000.00, spent $3,000.00, committed $10,800.00, projected $13,800.00 ($3,800.00 over plan)',
    );
    expect(block).toContain('- Estimates without a category: committed $100.00');
  });
});

describe("the assistant's context of a project stored before the forecast", () => {
  it('counts the commitments of its approved estimates (the project is upgraded on the way)', async () => {
    const table = testTable();
    const ctx = table.context();
    const userId = await newUser(ctx, 'pro');
    const old = await createProject(ctx, userId, { name: 'Old kitchen', budgetCents: 2_000_000 });
    const contractor = await createContractor(ctx, userId, { name: 'Bob' });
    // 1,000.00 all taxed at 13 %: 1,130.00 committed.
    const estimate = await createEstimate(ctx, userId, {
      projectId: old.id,
      contractorId: contractor.id,
      title: 'Cabinets',
      amountCents: 100_000,
      taxRateHundredths: 1_300,
      date: '2025-03-01',
      status: 'approved',
    });
    // As older code stored them: no commitments map, marker or estimate term.
    const forget = (sk: string, attributes: string) =>
      ctx.doc.send(
        new UpdateCommand({
          TableName: table.tableName,
          Key: { PK: `USER#${userId}`, SK: sk },
          UpdateExpression: `REMOVE ${attributes}`,
        }),
      );
    await forget(`PROJECT#${String(old.id).padStart(12, '0')}`, 'committedByCategory, forecastVersion');
    await forget(`ESTIMATE#${String(estimate.id).padStart(12, '0')}`, 'committedCents');

    const context = await loadProjectContext(ctx, userId, old.id, '2025-06-01');

    expect(context.project?.forecast.committedRemainingCents).toBe(113_000);
  });
});
