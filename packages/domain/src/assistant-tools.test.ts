import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_TOOL_NAMES,
  ASSISTANT_TOOLS,
  assistantToolSpecs,
  isAssistantToolName,
  type AppliedExpenseFilters,
} from './assistant-tools';
import {
  countOf,
  expensesLookedAt,
  itemsLookedAt,
  lookedAtLine,
  monthLabel,
  periodLabel,
} from './assistant-tools-looked-at';

const noFilters: AppliedExpenseFilters = {
  projectId: null,
  from: null,
  to: null,
  category: null,
  paymentMethod: null,
  contractor: null,
  text: null,
};

describe('assistant tool definitions', () => {
  it('gives Bedrock one spec per tool with an object JSON schema derived from the zod schema', () => {
    const specs = assistantToolSpecs();
    expect(specs.map((spec) => spec.name)).toEqual(ASSISTANT_TOOL_NAMES);
    for (const spec of specs) {
      expect(spec.description.length).toBeGreaterThan(20);
      expect(spec.inputSchema.json.type).toBe('object');
      expect(spec.inputSchema.json).not.toHaveProperty('$schema');
    }
    const totals = specs.find((spec) => spec.name === 'expense_totals')!.inputSchema.json;
    expect(totals.required).toEqual(['groupBy']);
    expect(totals.properties).toMatchObject({
      groupBy: { enum: ['category', 'month', 'contractor', 'paymentMethod'] },
      projectId: { type: 'integer' },
      contractor: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    });
  });

  it('accepts plain filters and refuses hostile ones', () => {
    const totals = ASSISTANT_TOOLS.expense_totals.input;
    expect(
      totals.safeParse({ groupBy: 'month', projectId: 3, from: '2026-10-01', contractor: 'Marcus Bell' })
        .success,
    ).toBe(true);
    for (const input of [
      {},
      { groupBy: 'vendor' },
      { groupBy: 'month', projectId: -1 },
      { groupBy: 'month', projectId: '3' },
      { groupBy: 'month', projectId: 1.5 },
      { groupBy: 'month', from: '2026-02-30' },
      { groupBy: 'month', category: 'snacks' },
      { groupBy: 'month', contractor: 'x'.repeat(300) },
      null,
      'groupBy=month',
    ])
      expect(totals.safeParse(input).success, JSON.stringify(input)).toBe(false);
    expect(ASSISTANT_TOOLS.project_forecast.input.safeParse({}).success).toBe(false);
    expect(ASSISTANT_TOOLS.list_estimates.input.safeParse({ owing: 'yes' }).success).toBe(false);
  });

  it('knows its names and nothing inherited', () => {
    expect(isAssistantToolName('find_expenses')).toBe(true);
    expect(isAssistantToolName('toString')).toBe(false);
    expect(isAssistantToolName('drop_table')).toBe(false);
  });
});

describe('lookedAt lines', () => {
  it('names whole months, years, days and open ranges', () => {
    expect(monthLabel('2026-10')).toBe('Oct 2026');
    expect(periodLabel('2026-10-01', '2026-10-31')).toBe('Oct 2026');
    expect(periodLabel('2024-02-01', '2024-02-29')).toBe('Feb 2024');
    expect(periodLabel('2026-01-01', '2026-12-31')).toBe('2026');
    expect(periodLabel('2026-10-05', '2026-10-05')).toBe('Oct 5, 2026');
    expect(periodLabel('2026-10-05', '2026-11-02')).toBe('Oct 5, 2026 – Nov 2, 2026');
    expect(periodLabel('2026-10-05', null)).toBe('since Oct 5, 2026');
    expect(periodLabel(null, '2026-10-05')).toBe('until Oct 5, 2026');
    expect(periodLabel(null, null)).toBeNull();
  });

  it('names every filter, the dates and the project, then how many were read', () => {
    expect(
      expensesLookedAt(
        143,
        { ...noFilters, category: 'materials', from: '2026-10-01', to: '2026-10-31' },
        null,
      ),
    ).toBe('Materials · Oct 2026 · all projects: 143 expenses');
    expect(expensesLookedAt(6, { ...noFilters, category: 'materials' }, 'Basement Finish')).toBe(
      'Materials · all dates · Basement Finish: 6 expenses',
    );
    expect(
      expensesLookedAt(
        1,
        {
          ...noFilters,
          contractor: { id: 4, name: 'Marcus Bell' },
          paymentMethod: 'credit_card',
          text: 'tile',
        },
        'Kitchen',
      ),
    ).toBe('Marcus Bell · paid by Credit Card · mentioning "tile" · all dates · Kitchen: 1 expense');
    expect(expensesLookedAt(318, noFilters, null)).toBe(
      'All expenses · all dates · all projects: 318 expenses',
    );
    expect(itemsLookedAt(4, 'estimate', ['approved'], null)).toBe(
      'Estimates · approved · all projects: 4 estimates',
    );
    expect(itemsLookedAt(1, 'milestone', [], 'Deck', 'any state')).toBe(
      'Milestones · any state · Deck: 1 milestone',
    );
    expect(lookedAtLine(['Budget plan', 'Deck'], countOf(2, 'planned category', 'planned categories'))).toBe(
      'Budget plan · Deck: 2 planned categories',
    );
  });
});
