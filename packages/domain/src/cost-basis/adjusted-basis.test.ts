import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '../constants';
import { adjustedBasis, type AdjustedBasisInput, type BasisExpense } from './adjusted-basis';
import { BASIS_CLASSES } from './basis-class';

const purchase = { purchasePriceCents: 35_000_000, settlementCostsCents: 421_055 };

/** An expense line; an improvement in project 1 unless told otherwise. */
const line = (date: string, amountCents: number, more: Partial<BasisExpense> = {}): BasisExpense => ({
  projectId: 1,
  date,
  amountCents,
  basisClass: 'improvement',
  removedOn: null,
  ...more,
});

const noReductions = { reductions: [], extensiveRemodelProjectIds: new Set<number>() };

describe("the home's adjusted basis", () => {
  const input: AdjustedBasisInput = {
    purchase,
    expenses: [
      line('2021-06-14', 1_850_010), // a new roof
      line('2022-01-20', 699_999, { projectId: 2, removedOn: '2024-05-01' }), // a furnace, replaced
      line('2022-03-02', 15_000, { projectId: 2, basisClass: 'repair' }), // in an extensive remodel
      line('2022-03-03', 9_999, { basisClass: 'repair' }), // not: project 1 is no remodel
      line('2023-09-09', 12_345, { basisClass: 'maintenance' }),
      line('2023-10-10', 99_900, { basisClass: 'not_part_of_home' }),
      line('2024-05-01', 799_901, { projectId: 2 }), // the furnace that replaced it
    ],
    reductions: [
      { date: '2022-02-01', amountCents: 100_000 }, // a rebate on the furnace
      { date: '2024-07-15', amountCents: 250_000 }, // an insurance reimbursement
    ],
    extensiveRemodelProjectIds: new Set([2]),
  };

  it('is the purchase price, plus settlement costs, plus improvements, less removed improvements and reductions', () => {
    const basis = adjustedBasis(input);
    expect(basis).toMatchObject({
      purchasePriceCents: 35_000_000,
      settlementCostsCents: 421_055,
      improvementsCents: 1_850_010 + 699_999 + 15_000 + 799_901,
      removedCents: 699_999,
      reductionsCents: 350_000,
      // 350,000.00 + 4,210.55 + 18,500.10 + 6,999.99 + 150.00 + 7,999.01 − 6,999.99 − 3,500.00
      adjustedBasisCents: 37_735_966,
    });
  });

  it('says what each year changed, and the basis at its end', () => {
    expect(adjustedBasis(input).byYear).toEqual([
      {
        year: 2021,
        improvementsCents: 1_850_010,
        removedCents: 0,
        reductionsCents: 0,
        adjustedBasisCents: 37_271_065,
      },
      {
        year: 2022,
        improvementsCents: 714_999,
        removedCents: 0,
        reductionsCents: 100_000,
        adjustedBasisCents: 37_886_064,
      },
      {
        year: 2024,
        improvementsCents: 799_901,
        removedCents: 699_999,
        reductionsCents: 250_000,
        adjustedBasisCents: 37_735_966,
      },
    ]);
  });

  it('says what each project added', () => {
    expect(adjustedBasis(input).byProject).toEqual([
      { projectId: 1, improvementsCents: 1_850_010, removedCents: 0 },
      { projectId: 2, improvementsCents: 1_514_900, removedCents: 699_999 },
    ]);
  });

  it('counts only what happened on or before a day: a removed improvement leaves the basis on the day of removal', () => {
    expect(adjustedBasis({ ...input, asOf: '2024-04-30' })).toMatchObject({
      improvementsCents: 1_850_010 + 699_999 + 15_000,
      removedCents: 0,
      reductionsCents: 100_000,
    });
    expect(adjustedBasis({ ...input, asOf: '2024-05-01' })).toMatchObject({
      improvementsCents: 1_850_010 + 699_999 + 15_000 + 799_901,
      removedCents: 699_999,
      reductionsCents: 100_000,
    });
  });

  it('starts from nothing when the purchase is not entered, and adds cents exactly', () => {
    const basis = adjustedBasis({
      purchase: { purchasePriceCents: null, settlementCostsCents: null },
      expenses: [line('2024-01-01', 10), line('2024-01-02', 20)],
      ...noReductions,
    });
    expect([basis.adjustedBasisCents, basis.byYear.length]).toEqual([30, 1]);
  });
});

const day = fc
  .record({
    year: fc.integer({ min: 2015, max: 2030 }),
    month: fc.integer({ min: 1, max: 12 }),
    date: fc.integer({ min: 1, max: 28 }),
  })
  .map(
    ({ year, month, date }) => `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
  );
const cents = fc.integer({ min: 1, max: MAX_AMOUNT_CENTS });
const projectIds = [1, 2, 3];

const expenseLine = fc.record({
  projectId: fc.constantFrom(...projectIds),
  date: day,
  amountCents: cents,
  basisClass: fc.constantFrom(...BASIS_CLASSES.map(({ value }) => value)),
  removedOn: fc.option(day, { nil: null }),
});

const basisInput = fc.record({
  purchase: fc.record({
    purchasePriceCents: fc.option(cents, { nil: null }),
    settlementCostsCents: fc.option(cents, { nil: null }),
  }),
  expenses: fc.array(expenseLine, { maxLength: 40 }),
  reductions: fc.array(fc.record({ date: day, amountCents: cents }), { maxLength: 10 }),
  extensiveRemodelProjectIds: fc.subarray(projectIds).map((ids) => new Set(ids)),
  asOf: fc.option(day, { nil: undefined }),
});

/** The basis worked out line by line in BigInt, as a check on the sums in numbers. */
function basisByLine(input: AdjustedBasisInput): bigint {
  const counts = (date: string) => input.asOf === undefined || date <= input.asOf;
  let total =
    BigInt(input.purchase.purchasePriceCents ?? 0) + BigInt(input.purchase.settlementCostsCents ?? 0);
  for (const expense of input.expenses) {
    const improvement =
      expense.basisClass === 'improvement' ||
      (expense.basisClass === 'repair' && input.extensiveRemodelProjectIds.has(expense.projectId));
    if (!improvement || !counts(expense.date)) continue;
    total += BigInt(expense.amountCents);
    if (expense.removedOn !== null && counts(expense.removedOn)) total -= BigInt(expense.amountCents);
  }
  for (const reduction of input.reductions)
    if (counts(reduction.date)) total -= BigInt(reduction.amountCents);
  return total;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the adjusted basis, for any records', () => {
  it('is exact to the cent', () => {
    fc.assert(
      fc.property(basisInput, (input) => {
        const basis = adjustedBasis(input);
        expect(Number.isSafeInteger(basis.adjustedBasisCents)).toBe(true);
        expect(BigInt(basis.adjustedBasisCents)).toBe(basisByLine(input));
      }),
    );
  });

  it('does not depend on the order of the records', () => {
    const withShuffles = basisInput.chain((input) =>
      fc.record({
        input: fc.constant(input),
        expenses: fc.shuffledSubarray([...input.expenses], { minLength: input.expenses.length }),
        reductions: fc.shuffledSubarray([...input.reductions], { minLength: input.reductions.length }),
      }),
    );
    fc.assert(
      fc.property(withShuffles, ({ input, expenses, reductions }) => {
        expect(adjustedBasis({ ...input, expenses, reductions })).toEqual(adjustedBasis(input));
      }),
    );
  });

  it('adds up the same by year, by project and in total', () => {
    fc.assert(
      fc.property(basisInput, (input) => {
        const basis = adjustedBasis(input);
        expect(sum(basis.byYear.map((year) => year.improvementsCents))).toBe(basis.improvementsCents);
        expect(sum(basis.byProject.map((project) => project.improvementsCents))).toBe(
          basis.improvementsCents,
        );
        expect(sum(basis.byProject.map((project) => project.removedCents))).toBe(basis.removedCents);
        expect(basis.byYear.at(-1)?.adjustedBasisCents ?? basis.adjustedBasisCents).toBe(
          basis.adjustedBasisCents,
        );
        expect(basis.byYear.map((year) => year.year)).toEqual(
          [...new Set(basis.byYear.map((y) => y.year))].sort(),
        );
      }),
    );
  });

  it('is the sum of what two halves of the records add', () => {
    const split = basisInput.chain((input) =>
      fc.record({
        input: fc.constant(input),
        cut: fc.nat(input.expenses.length),
        reductionCut: fc.nat(input.reductions.length),
      }),
    );
    fc.assert(
      fc.property(split, ({ input, cut, reductionCut }) => {
        const start = adjustedBasis({ ...input, expenses: [], reductions: [] }).adjustedBasisCents;
        const added = (expenses: BasisExpense[], reductions: AdjustedBasisInput['reductions']) =>
          adjustedBasis({ ...input, expenses, reductions }).adjustedBasisCents - start;
        expect(adjustedBasis(input).adjustedBasisCents - start).toBe(
          added(input.expenses.slice(0, cut), input.reductions.slice(0, reductionCut)) +
            added(input.expenses.slice(cut), input.reductions.slice(reductionCut)),
        );
      }),
    );
  });

  it("rises by exactly a project's repairs still in the home when the project becomes an extensive remodel", () => {
    fc.assert(
      fc.property(basisInput, fc.constantFrom(...projectIds), (input, projectId) => {
        const without = new Set([...input.extensiveRemodelProjectIds].filter((id) => id !== projectId));
        const counts = (date: string | null) =>
          date !== null && (input.asOf === undefined || date <= input.asOf);
        const repairs = input.expenses.filter(
          (expense) =>
            expense.projectId === projectId &&
            expense.basisClass === 'repair' &&
            counts(expense.date) &&
            !counts(expense.removedOn),
        );
        const before = adjustedBasis({ ...input, extensiveRemodelProjectIds: without }).adjustedBasisCents;
        const after = adjustedBasis({
          ...input,
          extensiveRemodelProjectIds: new Set([...without, projectId]),
        });
        expect(after.adjustedBasisCents - before).toBe(sum(repairs.map((expense) => expense.amountCents)));
      }),
    );
  });

  it('loses an improvement from the day it is removed, and only from then', () => {
    fc.assert(
      fc.property(basisInput, expenseLine, day, (input, improvement, removedOn) => {
        const kept = { ...improvement, basisClass: 'improvement' as const, removedOn: null };
        const removed = { ...kept, removedOn };
        const basis = (expense: BasisExpense) =>
          adjustedBasis({ ...input, expenses: [...input.expenses, expense] }).adjustedBasisCents;
        const gone = input.asOf === undefined || removedOn <= input.asOf;
        const counted = input.asOf === undefined || kept.date <= input.asOf;
        expect(basis(kept) - basis(removed)).toBe(gone && counted ? kept.amountCents : 0);
      }),
    );
  });
});
