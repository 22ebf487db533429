// Statement files shaped like several banks' exports (docs/product.md#statement-import-shapes), read as a
// person's browser reads them: bytes in, transactions or a refusal out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  looksLikeTransfer,
  readStatement,
  type StatementRead,
  type StatementReading,
} from '../src/statement-import';
import { US_CARD_SIGNED_LAYOUT } from './statements/us-card-signed-layout';

const sample = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./statements/${name}`, import.meta.url)));

function read(reading: StatementReading): StatementRead {
  if (!reading.ok) throw new Error(`Refused: ${JSON.stringify(reading.problems)}`);
  return reading;
}

/** Each row as 'date description amount', amounts in cents, spending positive. */
const summary = (reading: StatementReading) =>
  read(reading).rows.map((row) => `${row.date} ${row.description} ${row.amountCents}`);

describe('statements shaped like banks’ exports', () => {
  it('reads a card export with one signed column, purchases negative (like Chase)', () => {
    const reading = read(readStatement(sample('us-card-signed.csv')));
    expect(summary(reading)).toEqual([
      '2026-11-03 THE HOME DEPOT #6543 24518',
      '2026-11-05 SQ *RIVERSIDE PLUMBING 120000',
      '2026-11-09 THE HOME DEPOT #6543 -3840',
      '2026-11-14 SHERWIN-WILLIAMS #7721, SEATTLE 8602',
      '2026-11-20 AUTOMATIC PAYMENT - THANK -152920',
    ]);
    expect(reading.csv?.layout).toMatchObject(US_CARD_SIGNED_LAYOUT);
    expect(reading.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it('reads a card export whose charges are positive and credits negative (like American Express)', () => {
    expect(summary(readStatement(sample('us-card-positive.csv')))).toEqual([
      '2026-10-28 LOWES #01234 RENTON WA 31255',
      '2026-10-30 FLOOR & DECOR 0177 108900',
      '2026-11-02 LOWES #01234 RENTON WA -4210',
      '2026-11-02 CITY OF SEATTLE PERMITS 15000',
    ]);
  });

  it('reads separate debit and credit columns and ISO dates (like Capital One)', () => {
    const reading = read(readStatement(sample('us-card-split.csv')));
    expect(reading.csv?.layout.amount).toEqual({ kind: 'split', debit: 5, credit: 6 });
    expect(summary(reading)).toEqual([
      '2026-11-01 ACE HARDWARE 0042 2317',
      '2026-11-03 ACE HARDWARE 0042 -2317',
      '2026-11-03 SUNBELT RENTALS 41000',
      '2026-11-13 ACE HARDWARE 0042 999',
    ]);
  });

  it('finds the table below an account summary, with a running balance beside it (like Bank of America)', () => {
    const reading = read(readStatement(sample('us-checking-preamble.csv')));
    expect(summary(reading)).toEqual([
      '2026-11-02 CHECK 1043 GREEN VALLEY ELECTRIC 185000',
      '2026-11-06 PAYROLL DEPOSIT ACME CO -250000',
      '2026-11-12 ONLINE TRANSFER TO SAV 2231 100000',
      '2026-11-19 TILE SHOP 118 89102',
    ]);
    expect(reading.rows[0]?.row).toBe(8);
  });

  it('reads a file with no header by what its columns hold (like Wells Fargo)', () => {
    const reading = read(readStatement(sample('us-checking-no-header.csv')));
    expect(reading.csv?.layout).toMatchObject({ header: false, date: 0, description: 4 });
    expect(reading.csv?.questions).toContain('columns');
    expect(summary(reading)).toEqual([
      '2026-11-03 HOME DEPOT 4711 BELLEVUE WA 4512',
      '2026-11-04 CHECK # 2214 130000',
      '2026-11-10 HOME DEPOT 4711 RETURN -4512',
      '2026-11-21 PUGET SOUND ENERGY 6789',
    ]);
  });

  it('reads semicolons, day-first dates with dots and a decimal comma (like a German Sparkasse)', () => {
    const reading = read(readStatement(sample('de-giro-semicolon.csv')));
    expect(reading.csv?.layout).toMatchObject({ delimiter: ';', dateOrder: 'dmy', decimalMark: ',' });
    expect(reading.csv?.questions).not.toContain('dateOrder');
    expect(summary(reading)).toEqual([
      '2026-11-03 Baumarkt Müller GmbH 123456',
      '2026-11-05 Baumarkt Müller GmbH -12000',
      '2026-11-14 Stadtwerke Köln 8990',
      '2026-11-21 Werkzeughändler Weiß 4995',
    ]);
  });

  it('reads day-first slashes (like a UK current account)', () => {
    expect(summary(readStatement(sample('uk-current-account.csv')))).toEqual([
      '2026-11-02 B&Q CROYDON 6240',
      '2026-11-13 SPARKS ELECTRICAL LTD 31000',
      '2026-11-20 B&Q CROYDON REFUND -1875',
    ]);
  });

  it('reads an OFX 1 (SGML) bank statement, keeping the bank’s id of each transaction', () => {
    const reading = read(readStatement(sample('checking-sgml.ofx')));
    expect(reading.format).toBe('ofx');
    expect(summary(reading)).toEqual([
      '2026-11-04 HOME DEPOT #4711 51240',
      '2026-11-10 CHECK 1044 240000',
      '2026-11-12 HOME DEPOT #4711 RETURN -6499',
    ]);
    expect(reading.rows.map((row) => row.bankId)).toEqual([
      '0071234567:202611040001',
      '0071234567:202611100002',
      '0071234567:202611120003',
    ]);
  });

  it('reads a QFX (OFX 2, XML) card statement', () => {
    expect(summary(readStatement(sample('card-xml.qfx')))).toEqual([
      '2026-11-06 LOWES #1234 12999',
      '2026-11-18 SQ *CITY LOCKSMITH 1850',
    ]);
  });

  it('asks about the date order when every date reads both ways, and reads by the order chosen', () => {
    const file = new TextEncoder().encode(
      'Date,Description,Amount\n03/04/2026,Tile,-10.00\n05/06/2026,Grout,-2.00\n',
    );
    const guessed = read(readStatement(file));
    expect(guessed.csv?.questions).toContain('dateOrder');
    expect(guessed.rows.map((row) => row.date)).toEqual(['2026-03-04', '2026-05-06']);
    const chosen = read(readStatement(file, { ...guessed.csv!.layout, dateOrder: 'dmy' }));
    expect(chosen.rows.map((row) => row.date)).toEqual(['2026-04-03', '2026-06-05']);
  });

  it('gives the same shape to next month’s file of the same bank, and another to another bank’s', () => {
    const november = read(readStatement(sample('us-card-signed.csv')));
    const december = read(
      readStatement(
        new TextEncoder().encode(
          'Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n12/01/2026,12/02/2026,ACE,Home,Sale,-5.00,\n',
        ),
      ),
    );
    expect(december.shape).toBe(november.shape);
    expect(read(readStatement(sample('us-card-positive.csv'))).shape).not.toBe(november.shape);
  });

  it('leaves out rows of $0', () => {
    const file = new TextEncoder().encode(
      'Date,Description,Amount\n11/01/2026,CARD CHECK,0.00\n11/02/2026,Tile,-10.00\n',
    );
    expect(summary(readStatement(file))).toEqual(['2026-11-02 Tile 1000']);
  });
});

describe('transfers between one’s own accounts', () => {
  it('are told apart from spending, for the import to leave out on request', () => {
    const card = read(readStatement(sample('us-card-signed.csv')));
    expect(card.rows.filter(looksLikeTransfer).map((row) => row.description)).toEqual([
      'AUTOMATIC PAYMENT - THANK',
    ]);
    const checking = read(readStatement(sample('us-checking-preamble.csv')));
    expect(checking.rows.filter(looksLikeTransfer).map((row) => row.description)).toEqual([
      'ONLINE TRANSFER TO SAV 2231',
    ]);
    expect(looksLikeTransfer({ description: 'TRANSFORMER SUPPLY CO' })).toBe(false);
  });
});
