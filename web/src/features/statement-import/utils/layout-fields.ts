// The column mapping as a form holds it (every field a string) and as the reader takes it (a CsvLayout).
import type { CsvLayout } from '@reno/domain/statement-import';

export interface LayoutFields {
  header: 'yes' | 'no';
  date: string;
  description: string;
  amountKind: 'signed' | 'split';
  amount: string;
  debit: string;
  credit: string;
  spending: 'negative' | 'positive';
  dateOrder: CsvLayout['dateOrder'];
  decimalMark: CsvLayout['decimalMark'];
}

export function layoutFields(layout: CsvLayout): LayoutFields {
  const { amount } = layout;
  const signed = amount.kind === 'signed';
  return {
    header: layout.header ? 'yes' : 'no',
    date: String(layout.date),
    description: String(layout.description),
    amountKind: amount.kind,
    amount: String(signed ? amount.column : amount.debit),
    debit: String(signed ? amount.column : amount.debit),
    credit: String(signed ? amount.column : amount.credit),
    spending: signed ? amount.spending : 'positive',
    dateOrder: layout.dateOrder,
    decimalMark: layout.decimalMark,
  };
}

export function fieldsLayout(fields: LayoutFields, delimiter: string): CsvLayout {
  return {
    delimiter,
    header: fields.header === 'yes',
    date: Number(fields.date),
    description: Number(fields.description),
    amount:
      fields.amountKind === 'signed'
        ? { kind: 'signed', column: Number(fields.amount), spending: fields.spending }
        : { kind: 'split', debit: Number(fields.debit), credit: Number(fields.credit) },
    dateOrder: fields.dateOrder,
    decimalMark: fields.decimalMark,
  };
}
