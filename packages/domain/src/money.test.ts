import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  formatCents,
  formatMoney,
  hundredthsToDecimal,
  toCents,
  toHundredths,
} from './money';

describe('toCents', () => {
  it.each([
    ['1234.50', 123450],
    ['1,234.5', 123450],
    ['1,234,567.89', 123456789],
    ['19.99', 1999],
    ['100', 10000],
    ['0', 0],
    ['.5', 50],
    ['5.', 500],
    ['  42.10  ', 4210],
    ['+3', 300],
    ['007.50', 750],
    [1234.5, 123450],
    [0.1, 10],
    [19.99, 1999],
  ])('parses %j as %i cents', (input, expected) => {
    // Prepare / Act
    const cents = toCents(input);
    // Assess
    expect(cents).toBe(expected);
  });

  it.each([
    ['0.005', 1],
    ['0.004', 0],
    ['0.0049999', 0],
    ['1.005', 101],
    [1.005, 101], // 1.005 * 100 is 100.49999… in floating point: the digits are rounded, not the product
    ['2.675', 268],
    [2.675, 268],
    ['0.995', 100],
    ['-0.005', -1],
    ['-1.005', -101],
    ['-1.004', -100],
    ['1.999', 200],
  ])('rounds %j half away from zero to %i cents', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it('keeps negative amounts negative and never returns -0', () => {
    // Prepare / Act
    const negative = toCents('-5');
    const negativeZero = toCents('-0.001');
    const numberNegativeZero = toCents(-0);
    // Assess
    expect(negative).toBe(-500);
    expect(Object.is(negativeZero, 0)).toBe(true);
    expect(Object.is(numberNegativeZero, 0)).toBe(true);
  });

  it('sums repeated prices exactly (19.99 × 3 = 59.97)', () => {
    // Prepare
    const price = toCents('19.99') ?? Number.NaN;
    // Act
    const total = price * 3;
    // Assess: the floating-point sum 19.99 + 19.99 + 19.99 is 59.97000000000001
    expect(total).toBe(5997);
    expect(centsToDecimal(total)).toBe('59.97');
  });

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '1.2.3',
    '1,23',
    '12,34.5',
    '1,2345',
    ',123',
    '.',
    '-',
    '$12',
    '1e3',
    'NaN',
    'Infinity',
    '--1',
    '1 000',
  ])('rejects the text %j', (input) => {
    expect(toCents(input)).toBeNull();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -1e21, 1e300])(
    'rejects the number %d',
    (input) => {
      expect(toCents(input)).toBeNull();
    },
  );

  it('reads tiny numbers printed with an exponent as zero cents', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(-4e-10)).toBe(0);
  });

  it('rejects amounts whose cents are not a safe integer', () => {
    // Prepare
    const largestSafe = '90071992547409.91';
    const beyond = '90071992547409.92';
    // Act / Assess
    expect(toCents(largestSafe)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toCents(beyond)).toBeNull();
    expect(toCents('99999999999999999999')).toBeNull();
  });

  it('round-trips any safe integer of cents through centsToDecimal', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });

  it('agrees with exact decimal rounding for any number with up to 3 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (thousandths) => {
        // Prepare: a value written with exactly three decimals
        const magnitude = Math.abs(thousandths);
        const text = `${thousandths < 0 ? '-' : ''}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}`;
        const expectedMagnitude = Math.floor(magnitude / 10) + (magnitude % 10 >= 5 ? 1 : 0);
        const expected = thousandths < 0 && expectedMagnitude !== 0 ? -expectedMagnitude : expectedMagnitude;
        // Act / Assess: the same from the text and from the number
        expect(toCents(text)).toBe(expected);
        expect(toCents(Number(text))).toBe(expected);
      }),
    );
  });
});

describe('centsToDecimal', () => {
  it.each([
    [123450, '1234.50'],
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [-500, '-5.00'],
    [-5, '-0.05'],
    [-0, '0.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %d cents as %s', (cents, expected) => {
    expect(centsToDecimal(cents)).toBe(expected);
  });

  it('rounds a fractional count of cents to the nearest cent', () => {
    expect(centsToDecimal(10.5)).toBe('0.11');
    expect(centsToDecimal(-10.4)).toBe('-0.10');
    expect(centsToDecimal(-0.4)).toBe('0.00');
  });

  it('refuses non-finite input', () => {
    expect(() => centsToDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDecimal(Number.POSITIVE_INFINITY)).toThrow('Not a finite amount of cents');
  });
});

describe('formatCents', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [7, '$0.07'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
    [-123456, '-$1,234.56'],
  ])('formats %d cents as %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('matches Intl en-US currency formatting', () => {
    // Prepare
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        // Act / Assess
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    [1234.5, '$1,234.50'],
    ['0.005', '$0.01'],
    ['-12', '-$12.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    ['garbage', '$0.00'],
    [Number.NaN, '$0.00'],
  ])('formats the wire value %j as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('hundredths (percentages and rates)', () => {
  it('parses and writes percentages with two decimals', () => {
    expect(toHundredths('13')).toBe(1300);
    expect(toHundredths(13.5)).toBe(1350);
    expect(toHundredths('33.335')).toBe(3334);
    expect(toHundredths('x')).toBeNull();
    expect(hundredthsToDecimal(1300)).toBe('13.00');
    expect(hundredthsToDecimal(6667)).toBe('66.67');
  });
});
