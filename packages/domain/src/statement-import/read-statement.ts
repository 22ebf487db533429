// A statement file read whole, or refused whole (docs/product.md#statement-import-files): its size, its text,
// CSV or OFX, the row limit, every row. A refused file gives its problems and no rows, so nothing of it can be
// stored; a read one gives every transaction, and for a CSV file the layout it was read with and a preview.
import { csvRows, csvShape, csvTable } from './csv-statement';
import { guessCsvLayout, type CsvLayout, type LayoutQuestion } from './csv-layout';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS } from './limits';
import { isOfxText, ofxRows } from './ofx-statement';
import { fileProblem, STATEMENT_MESSAGES, type StatementProblem } from './statement-problem';
import type { StatementFormat, StatementRow } from './statement-row';
import { statementText, type StatementEncoding } from './statement-text';

/** The first rows of a CSV file as they are, for the preview beside the layout. */
const PREVIEW_ROWS = 8;

export interface StatementRead {
  ok: true;
  format: StatementFormat;
  encoding: StatementEncoding;
  /** The file's shape: a layout is remembered per household and shape. */
  shape: string;
  rows: StatementRow[];
  /** CSV only: the layout the rows were read with, what the guess was unsure of, the first rows' cells. */
  csv: { layout: CsvLayout; questions: LayoutQuestion[]; preview: string[][] } | null;
}

interface StatementRefused {
  ok: false;
  problems: StatementProblem[];
}

export type StatementReading = StatementRead | StatementRefused;

const refused = (problems: StatementProblem[]): StatementRefused => ({ ok: false, problems });

function readOfx(text: string, encoding: StatementEncoding): StatementReading {
  const read = ofxRows(text);
  if (read === null) return refused([fileProblem(STATEMENT_MESSAGES.brokenOfx)]);
  if (read.rows.length + read.problems.length > MAX_STATEMENT_ROWS)
    return refused([fileProblem(STATEMENT_MESSAGES.tooManyRows)]);
  if (read.problems.length > 0) return refused(read.problems);
  if (read.rows.length === 0) return refused([fileProblem(STATEMENT_MESSAGES.notAStatement)]);
  return { ok: true, format: 'ofx', encoding, shape: 'ofx', rows: read.rows, csv: null };
}

function readCsv(text: string, encoding: StatementEncoding, chosen: CsvLayout | undefined): StatementReading {
  const table = csvTable(text, chosen?.delimiter);
  const guess = guessCsvLayout(
    table.rows.map(({ cells }) => cells),
    table.delimiter,
  );
  const layout = chosen ?? guess?.layout;
  if (!layout) return refused([fileProblem(STATEMENT_MESSAGES.notAStatement)]);
  if (table.rows.length - (layout.header ? 1 : 0) > MAX_STATEMENT_ROWS)
    return refused([fileProblem(STATEMENT_MESSAGES.tooManyRows)]);
  const read = csvRows(table, layout);
  if (read.problems.length > 0) return refused(read.problems);
  if (read.rows.length === 0) return refused([fileProblem(STATEMENT_MESSAGES.notAStatement)]);
  return {
    ok: true,
    format: 'csv',
    encoding,
    shape: csvShape(table, layout),
    rows: read.rows,
    csv: {
      layout,
      questions: chosen ? [] : (guess?.questions ?? []),
      preview: table.rows.slice(0, PREVIEW_ROWS).map(({ cells }) => cells),
    },
  };
}

/**
 * Reads a statement file's bytes: OFX or QFX as they are, CSV by the layout given (one the household chose
 * for this shape before) or, without one, by the layout guessed from the file.
 */
export function readStatement(bytes: Uint8Array, layout?: CsvLayout): StatementReading {
  if (bytes.length > MAX_STATEMENT_BYTES) return refused([fileProblem(STATEMENT_MESSAGES.tooLarge)]);
  const read = statementText(bytes);
  if (read === null) return refused([fileProblem(STATEMENT_MESSAGES.unreadableText)]);
  return isOfxText(read.text) ? readOfx(read.text, read.encoding) : readCsv(read.text, read.encoding, layout);
}
