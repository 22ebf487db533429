import { describe, expect, it } from 'vitest';
import { budgetOverrunQuestion } from './budget-overrun';

describe('budgetOverrunQuestion', () => {
  it('asks nothing when the amount fits what is left, to the cent', () => {
    expect(budgetOverrunQuestion({ amount: '250.00', remaining: '250.00' })).toBeNull();
    expect(budgetOverrunQuestion({ amount: '0.01', remaining: '1260.00' })).toBeNull();
  });

  it('asks when the amount is larger than what is left, saying by how much', () => {
    expect(budgetOverrunQuestion({ amount: '1800.00', remaining: '1260.00' })).toBe(
      "$1,800.00 is more than the $1,260.00 left in this project's budget: it would go $540.00 over. Save it anyway?",
    );
    expect(budgetOverrunQuestion({ amount: '250.01', remaining: '250.00' })).toContain('$0.01 over');
  });

  it('says the budget is used up when nothing is left', () => {
    expect(budgetOverrunQuestion({ amount: '40.00', remaining: '-2192.52' })).toBe(
      "This project's budget is already used up: this expense would put it $2,232.52 over. Save it anyway?",
    );
    expect(budgetOverrunQuestion({ amount: '40.00', remaining: '0.00' })).toContain('$40.00 over');
  });

  it("counts an edited expense's own saved amount as room", () => {
    // 100 left after this expense's 300: raising it to 400 still fits, 400.01 does not.
    expect(
      budgetOverrunQuestion({ amount: '400.00', remaining: '100.00', previousAmount: '300.00' }),
    ).toBeNull();
    expect(
      budgetOverrunQuestion({ amount: '400.01', remaining: '100.00', previousAmount: '300.00' }),
    ).toContain('$0.01 over');
  });

  it('asks nothing when a figure cannot be read', () => {
    expect(budgetOverrunQuestion({ amount: 'abc', remaining: '100.00' })).toBeNull();
    expect(budgetOverrunQuestion({ amount: '100.00', remaining: '' })).toBeNull();
  });
});
