// The encodings a statement is read in, and every refusal (docs/product.md#statement-import-refusals): a
// refused file gives its problems, each with the row's number, and no rows, so nothing of it is stored.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_ROWS,
  problemText,
  readStatement,
  STATEMENT_MESSAGES,
  listedProblems,
  type StatementReading,
} from '../src/statement-import';

const germanText = readFileSync(new URL('./statements/de-giro-semicolon.csv', import.meta.url), 'utf8');

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const units = [...(bom ? '\uFEFF' : ''), ...text].flatMap((char) => {
    const code = char.charCodeAt(0);
    return endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
  });
  return new Uint8Array(units);
}

/** Windows-1252: Latin-1 but for the euro sign and its other characters in 0x80–0x9F. */
function windows1252(text: string): Uint8Array {
  return new Uint8Array([...text].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))));
}

const messages = (reading: StatementReading) => (reading.ok ? [] : reading.problems.map(problemText));

describe('the encodings a statement is read in', () => {
  const utf8 = new TextEncoder().encode(germanText);
  it.each([
    ['UTF-8', utf8, 'utf-8'],
    ['UTF-8 with a byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]), 'utf-8'],
    ['UTF-16 little-endian with a byte-order mark', utf16(germanText, 'le', true), 'utf-16le'],
    ['UTF-16 big-endian with a byte-order mark', utf16(germanText, 'be', true), 'utf-16be'],
    ['UTF-16 little-endian without one', utf16(germanText, 'le', false), 'utf-16le'],
    ['Windows-1252', windows1252(germanText), 'windows-1252'],
  ])('reads %s', (_name, bytes, encoding) => {
    const reading = readStatement(bytes);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.encoding).toBe(encoding);
    expect(reading.rows.map((row) => row.description)).toEqual([
      'Baumarkt Müller GmbH',
      'Baumarkt Müller GmbH',
      'Stadtwerke Köln',
      'Werkzeughändler Weiß',
    ]);
    // The euro sign is 0x80 in Windows-1252 and a control character in Latin-1: read as Windows-1252.
    expect(reading.csv?.preview[4]?.[3]).toBe('Werkzeug € Aktion');
  });
});

describe('refused files', () => {
  it('refuses a file over 5 MB before reading it', () => {
    expect(STATEMENT_MESSAGES.tooLarge).toBe(
      `The file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB`,
    );
    const reading = readStatement(new Uint8Array(MAX_STATEMENT_BYTES + 1).fill(0x41));
    expect(messages(reading)).toEqual(['The file is larger than 5 MB']);
  });

  it('reads 10,000 rows and refuses 10,001', () => {
    expect(MAX_STATEMENT_ROWS).toBe(10_000);
    const file = (count: number) =>
      new TextEncoder().encode(
        [
          'Date,Description,Amount',
          ...Array.from({ length: count }, (_, i) => `11/01/2026,Row ${i},-1.00`),
        ].join('\n'),
      );
    const most = readStatement(file(MAX_STATEMENT_ROWS));
    expect(most.ok && most.rows.length).toBe(MAX_STATEMENT_ROWS);
    expect(messages(readStatement(file(MAX_STATEMENT_ROWS + 1)))).toEqual([
      'The file has more than 10,000 rows',
    ]);
  });

  it('refuses bytes that are no text in any encoding read (an image)', () => {
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...Array.from({ length: 400 }, (_, i) => (i * 37) % 256),
    ]);
    expect(messages(readStatement(png))).toEqual([STATEMENT_MESSAGES.unreadableText]);
  });

  it('refuses text that is not a statement', () => {
    const letter = new TextEncoder().encode('Dear neighbour,\nthe fence is done.\nRegards, Sam\n');
    expect(messages(readStatement(letter))).toEqual([STATEMENT_MESSAGES.notAStatement]);
    expect(messages(readStatement(new Uint8Array()))).toEqual([STATEMENT_MESSAGES.notAStatement]);
  });

  it('refuses an OFX file whose body cannot be read', () => {
    const broken = new TextEncoder().encode('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS>');
    expect(messages(readStatement(broken))).toEqual([STATEMENT_MESSAGES.brokenOfx]);
  });

  it('names every row that cannot be read, with its number and why, and gives no rows', () => {
    const file = new TextEncoder().encode(
      [
        'Date,Description,Amount',
        '11/01/2026,Tile,-10.00',
        '11/31/2026,Grout,-2.00',
        '11/02/2026,Paint,ten dollars',
        '11/03/2026,,-4.00',
        '11/04/2026,Brush',
        '11/05/2026,Roller,',
        '11/06/2026,Tape,-1.50',
      ].join('\r\n'),
    );
    const reading = readStatement(file);
    expect(reading.ok).toBe(false);
    expect(messages(reading)).toEqual([
      "Row 3: the date '11/31/2026' cannot be read as MM/DD/YYYY",
      "Row 4: the amount 'ten dollars' is not a number",
      'Row 5: no description',
      'Row 6: 2 columns where the file has 3',
      'Row 7: no amount',
    ]);
    expect('rows' in reading).toBe(false);
  });

  it('refuses a row with both a debit and a credit, and a quote left open', () => {
    const split = new TextEncoder().encode(
      'Date,Description,Debit,Credit\n2026-11-01,Tile,10.00,\n2026-11-02,Grout,2.00,1.00\n',
    );
    expect(messages(readStatement(split))).toEqual(['Row 3: both a debit and a credit']);
    const quote = new TextEncoder().encode(
      'Date,Description,Amount\n11/01/2026,Tile,-10.00\n11/02/2026,"Grout,-2.00\n',
    );
    expect(messages(readStatement(quote))[0]).toMatch(/^Row 3: a quote is not closed$/);
  });

  it('refuses an OFX transaction that cannot be read, by its position', () => {
    const ofx = readFileSync(new URL('./statements/checking-sgml.ofx', import.meta.url), 'utf8').replace(
      '<TRNAMT>-2400.00',
      '<TRNAMT>N/A',
    );
    expect(messages(readStatement(new TextEncoder().encode(ofx)))).toEqual([
      "Row 2: the amount 'N/A' is not a number",
    ]);
  });

  it('lists the first 20 problems and counts the rest', () => {
    const problems = Array.from({ length: 25 }, (_, i) => ({ row: i + 2, message: 'no amount' }));
    const { listed, more } = listedProblems(problems);
    expect(listed).toHaveLength(20);
    expect(more).toBe(5);
  });
});
