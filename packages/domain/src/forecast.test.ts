import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORY_VALUES } from './constants';
import { budgetPlanView, forecastCents, projectForecast } from './forecast';

const base = {
  budgetCents: 5_000_000,
  contingencyCents: 300_000,
  plannedByCategoryCents: { materials: 2_000_000, labor: 1_500_000, permits: 0 },
  spentByCategoryCents: { materials: 1_200_000, labor: 400_000, tools: 50_000 },
  committedByCategoryCents: { materials: 1_000_000, labor: 300_000, unassigned: 250_000 },
};

describe('forecastCents', () => {
  it('projects each category as spent plus committed and compares it with its planned line', () => {
    // Act
    const forecast = forecastCents(base);
    // Assess
    const materials = forecast.categories.find((c) => c.category === 'materials');
    expect(materials).toEqual({
      category: 'materials',
      plannedCents: 2_000_000,
      spentCents: 1_200_000,
      committedRemainingCents: 1_000_000,
      projectedCents: 2_200_000,
      varianceCents: -200_000,
    });
    // Every category, in the canonical order (pinned in constants.test.ts).
    expect(forecast.categories.map((c) => c.category)).toEqual(EXPENSE_CATEGORY_VALUES);
  });

  it('adds the unassigned commitments to the projected total and compares it with the budget', () => {
    const forecast = forecastCents(base);
    expect(forecast.spentCents).toBe(1_650_000);
    expect(forecast.committedRemainingCents).toBe(1_550_000);
    expect(forecast.projectedTotalCents).toBe(3_200_000);
    expect(forecast.varianceCents).toBe(1_800_000);
    expect(forecast.unassignedCommittedRemainingCents).toBe(250_000);
  });

  it('draws the contingency only for overruns of categories that have a planned line', () => {
    // materials is 200,000 over; tools (50,000) has no line; permits has a 0 line and nothing projected.
    expect(forecastCents(base).contingencyRemainingCents).toBe(100_000);
    const permitsSpent = { ...base, spentByCategoryCents: { ...base.spentByCategoryCents, permits: 30_000 } };
    expect(forecastCents(permitsSpent).contingencyRemainingCents).toBe(70_000);
  });

  it('goes below zero when overruns exceed the contingency', () => {
    const forecast = forecastCents({ ...base, contingencyCents: 50_000 });
    expect(forecast.contingencyRemainingCents).toBe(-150_000);
  });
});

describe('projectForecast', () => {
  it('speaks 2-decimal strings', () => {
    const forecast = projectForecast(base);
    expect(forecast).toMatchObject({
      budget: '50000.00',
      spent: '16500.00',
      committedRemaining: '15500.00',
      projectedTotal: '32000.00',
      variance: '18000.00',
      contingency: '3000.00',
      contingencyRemaining: '1000.00',
      unassigned: { committedRemaining: '2500.00' },
    });
    expect(forecast.categories[0]).toEqual({
      category: 'materials',
      planned: '20000.00',
      spent: '12000.00',
      committedRemaining: '10000.00',
      projected: '22000.00',
      variance: '-2000.00',
    });
  });

  it('is all zeros for an empty project without a plan', () => {
    const forecast = projectForecast({
      budgetCents: 10_000,
      contingencyCents: 0,
      plannedByCategoryCents: {},
      spentByCategoryCents: {},
      committedByCategoryCents: {},
    });
    expect(forecast.projectedTotal).toBe('0.00');
    expect(forecast.variance).toBe('100.00');
    expect(forecast.contingencyRemaining).toBe('0.00');
    expect(forecast.payments).toEqual({ scheduled: '0.00', paid: '0.00', retained: '0.00' });
  });

  it('passes the payment totals of the scheduled estimates through as 2-decimal strings', () => {
    const payments = { scheduledCents: 1_210_050, scheduledPaidCents: 400_001, retainageHeldCents: 12_345 };

    const forecast = projectForecast({ ...base, payments });

    expect(forecast.payments).toEqual({ scheduled: '12100.50', paid: '4000.01', retained: '123.45' });
    expect(forecastCents({ ...base, payments }).payments).toEqual(payments);
  });
});

describe('budgetPlanView', () => {
  it('lists planned lines in category order and what is left unallocated', () => {
    expect(budgetPlanView(base)).toEqual({
      budget: '50000.00',
      contingency: '3000.00',
      unallocated: '12000.00',
      lines: [
        { category: 'materials', planned: '20000.00' },
        { category: 'labor', planned: '15000.00' },
        { category: 'permits', planned: '0.00' },
      ],
    });
  });
});
