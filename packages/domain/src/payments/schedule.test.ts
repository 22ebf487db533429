import { describe, expect, it } from 'vitest';
import {
  paymentState,
  scheduleAmounts,
  type ScheduleAmounts,
  type ScheduleBase,
  type ScheduleTerms,
} from './schedule';

type Terms = ScheduleTerms['installments'][number];
const percent = (kind: Terms['kind'], hundredths: number, changeOrderIds: number[] = []): Terms => ({
  kind,
  amountCents: null,
  percentHundredths: hundredths,
  changeOrderIds,
});
const fixed = (kind: Terms['kind'], cents: number, changeOrderIds: number[] = []): Terms => ({
  kind,
  amountCents: cents,
  percentHundredths: null,
  changeOrderIds,
});
const final = (changeOrderIds: number[] = []): Terms => ({
  kind: 'final',
  amountCents: null,
  percentHundredths: null,
  changeOrderIds,
});
const base = (totalWithTaxCents: number, approved: [number, number][] = []): ScheduleBase => ({
  totalWithTaxCents,
  approvedChangeOrders: approved.map(([id, withTaxCents]) => ({ id, withTaxCents })),
});
/** A schedule's terms: the retainage, then the installments in payment order. */
const schedule = (retainageHundredths: number, ...installments: Terms[]): ScheduleTerms => ({
  retainageHundredths,
  installments,
});
/** Each installment's amount, in payment order. */
const centsOf = (amounts: ScheduleAmounts) =>
  amounts.installments.map((installment) => installment.amountCents);
const amountsOf = (terms: ScheduleTerms, on: ScheduleBase) => centsOf(scheduleAmounts(terms, on));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('scheduleAmounts', () => {
  it('rounds each percentage to the cent and gives the final payment the rest, so the cents add up', () => {
    // $1,000.01: 10 % is $100.001, 33.33 % is $333.303333.
    const terms = schedule(
      0,
      percent('deposit', 1_000),
      percent('progress', 3_333),
      percent('progress', 3_333),
      final(),
    );
    const amounts = scheduleAmounts(terms, base(100_001));
    expect(centsOf(amounts)).toEqual([10_000, 33_330, 33_330, 23_341]);
    expect(sum(centsOf(amounts))).toBe(100_001);
    expect(amounts).toMatchObject({ totalCents: 100_001, overAllocatedCents: 0 });
  });

  it('rounds a half cent away from zero', () => {
    const terms = schedule(0, percent('deposit', 5_000), final());
    expect(amountsOf(terms, base(5))).toEqual([3, 2]);
  });

  it('takes percentages of the quoted total and adds change orders to the final payment unless placed', () => {
    const terms = schedule(0, percent('deposit', 1_000), percent('progress', 5_000, [7]), final());
    // $10,000 quoted; change order 7 (+$500) placed on the progress payment, 8 (+$300) and a credit 9
    // (-$100) on the final one by default.
    const amounts = scheduleAmounts(
      terms,
      base(1_000_000, [
        [7, 50_000],
        [8, 30_000],
        [9, -10_000],
      ]),
    );
    expect(centsOf(amounts)).toEqual([100_000, 550_000, 420_000]);
    expect(amounts.totalCents).toBe(1_070_000);
  });

  it('counts a change order placed on the final payment once', () => {
    const terms = schedule(0, fixed('deposit', 1_000), final([3]));
    expect(amountsOf(terms, base(10_000, [[3, 2_500]]))).toEqual([1_000, 11_500]);
  });

  it('ignores a placed change order that is not approved (it is not in the revised total)', () => {
    const terms = schedule(0, fixed('progress', 1_000, [4]), final());
    expect(amountsOf(terms, base(10_000))).toEqual([1_000, 9_000]);
  });

  it('holds retainage back from each progress payment, rounded to the cent, and releases it with the final', () => {
    const terms = schedule(
      500,
      percent('deposit', 1_000),
      percent('progress', 3_333),
      percent('progress', 4_000),
      final(),
    );
    // $10,000.01: progress 1 is $3,333.00 (5 % = $166.65), progress 2 $4,000.00 (5 % = $200.00).
    const amounts = scheduleAmounts(terms, base(1_000_001));
    expect(amounts.installments).toEqual([
      { amountCents: 100_000, retainedCents: 0, releasedCents: 0 },
      { amountCents: 333_300 - 16_665, retainedCents: 16_665, releasedCents: 0 },
      { amountCents: 400_000 - 20_000, retainedCents: 20_000, releasedCents: 0 },
      { amountCents: 166_701 + 36_665, retainedCents: 0, releasedCents: 36_665 },
    ]);
    expect(sum(centsOf(amounts))).toBe(1_000_001);
  });

  it('never holds retainage back from a deposit', () => {
    const terms = schedule(1_000, fixed('deposit', 2_000), final());
    expect(scheduleAmounts(terms, base(10_000)).installments[0]).toEqual({
      amountCents: 2_000,
      retainedCents: 0,
      releasedCents: 0,
    });
  });

  it('cuts installments that ask for more than remains, in order, and says by how much', () => {
    // Fixed amounts of $6,000 + $5,000 on an estimate a credit brought down to $9,000.
    const terms = schedule(0, fixed('deposit', 600_000), fixed('progress', 500_000), final());
    const amounts = scheduleAmounts(terms, base(1_000_000, [[1, -100_000]]));
    expect(centsOf(amounts)).toEqual([600_000, 300_000, 0]);
    expect(amounts).toMatchObject({ totalCents: 900_000, overAllocatedCents: 200_000 });
  });

  it('adds up to 0 when credits take the revised total below 0', () => {
    const terms = schedule(500, fixed('deposit', 1_000), percent('progress', 2_000), final());
    const amounts = scheduleAmounts(terms, base(10_000, [[1, -20_000]]));
    expect(centsOf(amounts)).toEqual([0, 0, 0]);
    expect(amounts.totalCents).toBe(0);
  });

  it('always adds up to the revised total, whatever the percentages, amounts, change orders and retainage', () => {
    let seed = 41;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let run = 0; run < 2_000; run++) {
      const progress = Array.from({ length: random(4) }, (): Terms => {
        const placed = random(3) === 0 ? [1 + random(3)] : [];
        return random(2) === 0
          ? percent('progress', 1 + random(3_000), placed)
          : fixed('progress', 1 + random(500_000), placed);
      });
      const terms = schedule(random(5_001), percent('deposit', 1 + random(2_000)), ...progress, final());
      const on = base(1 + random(2_000_000), [
        [1, random(200_000) - 100_000],
        [2, random(200_000) - 100_000],
      ]);
      const amounts = scheduleAmounts(terms, on);
      const revised = on.totalWithTaxCents + sum(on.approvedChangeOrders.map((order) => order.withTaxCents));
      expect(sum(centsOf(amounts))).toBe(Math.max(revised, 0));
      expect(
        amounts.installments.every((i) => i.amountCents >= 0 && Number.isSafeInteger(i.amountCents)),
      ).toBe(true);
    }
  });
});

describe('paymentState', () => {
  const terms = schedule(
    1_000,
    fixed('deposit', 1_000),
    fixed('progress', 4_000),
    fixed('progress', 3_000),
    final(),
  );
  // $100.00: deposit $10; progress $40 (holds $4) and $30 (holds $3); final $20 + $7 released = $27.
  const amounts = scheduleAmounts(terms, base(10_000));
  const paid = (cents: number) => paymentState(amounts, cents);

  it('pays the installments down in order, each in full before the next', () => {
    expect(paid(0).installments.map((i) => i.paidCents)).toEqual([0, 0, 0, 0]);
    expect(paid(2_500).installments.map((i) => i.paidCents)).toEqual([1_000, 1_500, 0, 0]);
    expect(paid(10_000).installments.map((i) => i.paidCents)).toEqual([1_000, 3_600, 2_700, 2_700]);
  });

  it('holds the retainage of each progress payment paid in full, until the final payment releases it', () => {
    expect(paid(4_599).retainageHeldCents).toBe(0);
    expect(paid(4_600).retainageHeldCents).toBe(400);
    expect(paid(7_300).retainageHeldCents).toBe(700);
    // The first $7 toward the final payment release the retainage.
    expect(paid(7_300 + 500).retainageHeldCents).toBe(200);
    expect(paid(7_300 + 700).retainageHeldCents).toBe(0);
    expect(paid(10_000).retainageHeldCents).toBe(0);
  });

  it('leaves a payment beyond the total unmapped', () => {
    expect(paid(12_345).installments.map((i) => i.paidCents)).toEqual([1_000, 3_600, 2_700, 2_700]);
  });
});
