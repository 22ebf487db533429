import { describe, expect, it } from 'vitest';
import { budgetUsedPercent, projectSummary } from './summary';

describe('budgetUsedPercent', () => {
  // Spent / budget × 100 with two decimals; 0 for a zero budget.
  it.each([
    [300_000, 100_000, 33.33],
    [300_000, 200_000, 66.67],
    [10_000, 10_000, 100],
    [10_000, 15_000, 150],
    [0, 5_000, 0],
  ])('a budget of %i cents with %i spent is %d %% used', (budgetCents, spentCents, percent) => {
    expect(budgetUsedPercent(budgetCents, spentCents)).toBe(percent);
  });
});

describe('projectSummary', () => {
  it('turns the stored aggregates into the summary the API returns', () => {
    // Prepare
    const aggregates = {
      budgetCents: 2_500_000,
      spentCents: 1_234_550,
      spentByCategoryCents: { materials: 1_000_000, labor: 234_550, tools: 0 },
      approvedEstimatesCents: 1_130_000,
      paidEstimatesCents: 500_000,
    };
    // Act
    const summary = projectSummary(aggregates);
    // Assess
    expect(summary).toEqual({
      totalBudget: '25000.00',
      totalSpent: '12345.50',
      remaining: '12654.50',
      budgetUsedPercent: 49.38,
      totalEstimates: '11300.00',
      paidEstimates: '5000.00',
      categoryBreakdown: { materials: '10000.00', labor: '2345.50', tools: '0.00' },
    });
  });

  it('shows a negative remainder when over budget', () => {
    // Act
    const summary = projectSummary({
      budgetCents: 10_000,
      spentCents: 12_500,
      spentByCategoryCents: {},
      approvedEstimatesCents: 0,
      paidEstimatesCents: 0,
    });
    // Assess
    expect(summary.remaining).toBe('-25.00');
    expect(summary.budgetUsedPercent).toBe(125);
  });
});
