import type { ProjectRecord } from '@reno/data';
import { describe, expect, it } from 'vitest';
import { renderContextBlock } from '../../src/lib/chat/context-block';
import { describeProject } from '../../src/lib/chat/load-project-context';

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
} satisfies ProjectRecord;

describe("the assistant's project context", () => {
  it('carries the forecast: projected cost, contingency left and each planned category', () => {
    const context = describeProject(
      { project, recentExpenses: [], estimates: [], milestones: [], contractors: [] },
      '2025-06-01',
    );

    expect(context.forecast.projectedTotalCents).toBe(1_390_000);
    const block = renderContextBlock({ project: context, otherProjects: [] });
    expect(block).toContain('Projected final cost: $13,900.00 ($6,100.00 under budget)');
    expect(block).toContain('Contingency: $5,000.00, left $1,200.00');
    expect(block).toContain(
      '- Labor: planned $10,000.00, spent $3,000.00, committed $10,800.00, projected $13,800.00 ($3,800.00 over plan)',
    );
    expect(block).toContain('- Estimates without a category: committed $100.00');
  });
});
