import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, toCsv } from './csv';

describe('the CSV dialect', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every line with CRLF and starts a file with the byte-order mark', () => {
    expect(csvLine(['a', 'b c'])).toBe('a,b c\r\n');
    expect(toCsv(['H1', 'H2'], [['1', '2']])).toBe(`${CSV_BOM}H1,H2\r\n1,2\r\n`);
  });
});
