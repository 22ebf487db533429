// An OFX or QFX statement (docs/product.md#statement-import-files): OFX 1.x (SGML, leaf tags left open) and
// 2.x (XML) read by ofx-js into objects; this file takes each bank and card statement's posted transactions.
// A transaction's FITID, the bank's own id, is unique within its account.
import { parseSync } from 'ofx-js';
import { statementAmount } from './statement-amount';
import { statementDate } from './statement-date';
import { rowProblems, type StatementProblem } from './statement-problem';
import type { StatementRow } from './statement-row';

type OfxNode = Record<string, unknown>;

const isNode = (value: unknown): value is OfxNode => typeof value === 'object' && value !== null;
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** True when the text is an OFX or QFX file rather than a CSV one. */
export function isOfxText(text: string): boolean {
  return /^\s*(OFXHEADER:|<\?xml[^>]*>\s*<\?OFX)/i.test(text) || /<OFX>/i.test(text.slice(0, 2048));
}

/** Every statement (bank: STMTRS; card: CCSTMTRS) in the document, wherever its message set put it. */
function statements(node: unknown, found: OfxNode[] = []): OfxNode[] {
  if (!isNode(node)) return found;
  for (const [key, value] of Object.entries(node))
    for (const item of list(value)) {
      if ((key === 'STMTRS' || key === 'CCSTMTRS') && isNode(item)) found.push(item);
      else statements(item, found);
    }
  return found;
}

function account(statement: OfxNode): string {
  const from = statement.BANKACCTFROM ?? statement.CCACCTFROM;
  return isNode(from) ? text(from.ACCTID) : '';
}

function ofxAmount(value: string): number | null {
  return statementAmount(value, value.includes(',') && !value.includes('.') ? ',' : '.');
}

/** The transactions of an OFX document, or why it cannot be read; null when it holds no statement. */
export function ofxRows(source: string): { rows: StatementRow[]; problems: StatementProblem[] } | null {
  let document: unknown;
  try {
    // ofx-js splits the header from the body at '<OFX>' as written in capitals.
    document = parseSync(source.replace(/<ofx>/i, '<OFX>')).OFX;
  } catch {
    return null;
  }
  const found = statements(document);
  if (found.length === 0) return null;
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [];
  let position = 0;
  for (const statement of found) {
    const accountId = account(statement);
    const transactions = isNode(statement.BANKTRANLIST) ? list(statement.BANKTRANLIST.STMTTRN) : [];
    for (const transaction of transactions) {
      position += 1;
      const fields = isNode(transaction) ? transaction : {};
      const dateText = text(fields.DTPOSTED);
      const date = statementDate(dateText, 'ymd');
      const amountText = text(fields.TRNAMT);
      const amount = ofxAmount(amountText);
      const payee = isNode(fields.PAYEE) ? text(fields.PAYEE.NAME) : '';
      const description = (text(fields.NAME) || payee || text(fields.MEMO)).replace(/\s+/g, ' ');
      const problem =
        date === null
          ? rowProblems.date(dateText, 'YYYYMMDD')
          : amount === null
            ? rowProblems.amount(amountText)
            : description === ''
              ? rowProblems.description
              : null;
      if (problem) problems.push({ row: position, message: problem });
      else if (date && amount) {
        const fitId = text(fields.FITID);
        const bankId = fitId === '' ? null : `${accountId}:${fitId}`;
        rows.push({ row: position, date, description, amountCents: -amount, bankId });
      }
    }
  }
  return { rows, problems };
}
