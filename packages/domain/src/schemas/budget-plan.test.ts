import { describe, expect, it } from 'vitest';
import { budgetPlanExcessCents, budgetPlanExcessMessage } from '../budget-plan-excess';
import { budgetPlanInputSchema } from './budget-plan';

describe('budgetPlanInputSchema', () => {
  it('reads lines and contingency into cents with canonical categories', () => {
    const plan = budgetPlanInputSchema.parse({
      contingency: '1,500.00',
      lines: [
        { category: 'Materials', planned: '12000' },
        { category: 'labor', planned: 0 },
      ],
    });
    expect(plan).toEqual({
      contingency: 150_000,
      lines: [
        { category: 'materials', planned: 1_200_000 },
        { category: 'labor', planned: 0 },
      ],
    });
  });

  it('takes the whole plan: an empty list is no lines, a missing field is refused', () => {
    expect(budgetPlanInputSchema.parse({ contingency: 0, lines: [] })).toEqual({ contingency: 0, lines: [] });
    expect(
      budgetPlanInputSchema.safeParse({}).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['contingency', 'Contingency must be $0 or more'],
      ['lines', 'Lines must be a list'],
    ]);
  });

  it('refuses negative amounts, unknown categories, repeated categories and a non-list', () => {
    const result = budgetPlanInputSchema.safeParse({
      contingency: '-1',
      lines: [
        { category: 'materials', planned: '-5' },
        { category: 'gold', planned: '5' },
        { category: 'MATERIALS', planned: '5' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contingency', 'Contingency must be $0 or more'],
      ['lines.0.planned', 'Planned amount must be $0 or more'],
      ['lines.1.category', 'Invalid category'],
    ]);
    const duplicate = budgetPlanInputSchema.safeParse({
      contingency: 0,
      lines: [
        { category: 'materials', planned: '1' },
        { category: 'MATERIALS', planned: '5' },
      ],
    });
    expect(duplicate.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.1.category', 'Each category can have only one line'],
    ]);
    expect(budgetPlanInputSchema.safeParse({ contingency: 0, lines: 'all' }).error?.issues[0]?.message).toBe(
      'Lines must be a list',
    );
  });
});

describe('budgetPlanExcessCents', () => {
  it('is how far lines plus contingency go beyond the budget', () => {
    const plan = { contingency: 100_000, lines: [{ category: 'materials' as const, planned: 1_024_000 }] };
    expect(budgetPlanExcessCents(1_000_000, plan)).toBe(124_000);
    expect(budgetPlanExcessCents(2_000_000, plan)).toBe(0);
    expect(budgetPlanExcessMessage(124_000)).toBe('Budget lines exceed the project budget by $1,240.00');
  });
});
