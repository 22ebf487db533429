import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvCell, csvLine, csvNumber, toCsv } from './csv';

describe('the CSV dialect', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a\rb', '"a\rb"'],
    ['x;=1+2;', '"x;=1+2;"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rreturn', `"'\rreturn"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1;=1+2', `"'-1;=1+2"`],
  ])('writes the text %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['-240.00', '-240.00'],
    ['1234.50', '1234.50'],
    ['0', '0'],
    ['13.00', '13.00'],
  ])('writes the number %j as it is, unguarded and unquoted: %j', (decimal, cell) => {
    expect(csvCell(csvNumber(decimal))).toBe(cell);
  });

  it('writes an amount of cents with two decimals, a credit with its minus sign', () => {
    expect([csvAmount(-24_000), csvAmount(123_450), csvAmount(5)].map(csvCell)).toEqual([
      '-240.00',
      '1234.50',
      '0.05',
    ]);
  });

  it.each(['=1+2', '-1;=1+2', '1,000.00', '1e3', '', ' 1', '-', '1.'])(
    'refuses %j as a number: only plain decimals are written unguarded',
    (text) => {
      expect(() => csvNumber(text)).toThrow(RangeError);
    },
  );

  it('ends every line with CRLF and starts a file with the byte-order mark', () => {
    expect(csvLine(['a', 'b c'])).toBe('a,b c\r\n');
    expect(toCsv(['H1', 'H2'], [['1', csvNumber('-2.00')]])).toBe(`${CSV_BOM}H1,H2\r\n1,-2.00\r\n`);
  });
});
