import { describe, expect, it } from 'vitest';
import { contingencyInWords, formatDollars, isOver, varianceInWords } from './format-variance';

describe('varianceInWords', () => {
  it('says how far over or under the target, in dollars without .00', () => {
    expect(varianceInWords('-1240.00', 'plan')).toBe('$1,240 over plan');
    expect(varianceInWords('85.50', 'budget')).toBe('$85.50 under budget');
    expect(varianceInWords('-0.01', 'budget')).toBe('$0.01 over budget');
  });

  it("says 'On plan' for a zero variance", () => {
    expect(varianceInWords('0.00', 'plan')).toBe('On plan');
    expect(varianceInWords('-0.00', 'budget')).toBe('On budget');
  });

  it('keeps the cents that are not zero', () => {
    expect(formatDollars(123_405)).toBe('$1,234.05');
    expect(formatDollars(100_000_000)).toBe('$1,000,000');
  });

  it('reads a negative variance as over', () => {
    expect(isOver('-3.00')).toBe(true);
    expect(isOver('0.00')).toBe(false);
    expect(isOver('12.00')).toBe(false);
  });

  it('says what is left of the contingency, or by how much overruns overdrew it', () => {
    expect(contingencyInWords('800.00')).toBe('Contingency left: $800');
    expect(contingencyInWords('0.00')).toBe('Contingency left: $0');
    expect(contingencyInWords('-150.25')).toBe('Contingency overdrawn by $150.25');
  });
});
