import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvCell, csvLine, csvNumber, toCsv } from './csv';

/** One line read as RFC 4180 with ';' as the separator: quoted fields may hold ';', ',' and '""'. */
function semicolonFields(line: string): string[] {
  const fields = [''];
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      fields[fields.length - 1] += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) fields.push('');
    else fields[fields.length - 1] += char;
  }
  return fields;
}

describe('the CSV dialect', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a\rb', '"a\rb"'],
    ['x;=1+2;', `"x;'=1+2;"`],
    ['x; =1+2', `"x; '=1+2"`],
    ['a,+1', `"a,'+1"`],
    ['a\t-1', "a\t'-1"],
    ['a\t@cmd', "a\t'@cmd"],
    ['line\n=1+2', `"line\n'=1+2"`],
    ['x;y', '"x;y"'],
    ['1-2 = 3 - 4 @ home', '1-2 = 3 - 4 @ home'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rreturn', `"'\rreturn"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-1;=1+2', `"'-1;'=1+2"`],
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

  it("leaves no cell starting with a formula when a spreadsheet splits the file at every ';' before reading quotes", () => {
    const hostile = ['x;=1+2', 'a; +SUM(A1)', 'b;-2;@cmd', 'c,=HYPERLINK("x")', 'd\t=1', '=start;=again'];
    const file = toCsv(
      ['Description', 'Amount'],
      hostile.map((text) => [text, csvNumber('-240.00')]),
    );
    // Split as that spreadsheet does: lines, then ';' (and ',', and tabs), quotes read only afterwards.
    const cells = file
      .slice(CSV_BOM.length)
      .split(/\r\n|\n|\r/)
      .flatMap((line) => line.split(/[;,\t]/))
      .map((cell) => cell.replace(/^"/, '').trimStart());
    const formulas = cells.filter((cell) => /^[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
    expect(formulas).toEqual([]);
    // Read as RFC 4180 with ';' as the separator, each row is still one description and one amount.
    const rows = file.slice(CSV_BOM.length).trimEnd().split('\r\n').map(semicolonFields);
    expect(rows.slice(1).map((row) => row.length)).toEqual(hostile.map(() => 1));
    expect(rows.slice(1).map(([cell]) => cell!.replace(/'(?=[=+\-@])/g, ''))).toEqual(
      hostile.map((text) => `${text},-240.00`),
    );
  });

  it('ends every line with CRLF and starts a file with the byte-order mark', () => {
    expect(csvLine(['a', 'b c'])).toBe('a,b c\r\n');
    expect(toCsv(['H1', 'H2'], [['1', csvNumber('-2.00')]])).toBe(`${CSV_BOM}H1,H2\r\n1,-2.00\r\n`);
  });
});
