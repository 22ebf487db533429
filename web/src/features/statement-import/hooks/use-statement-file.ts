import type { CsvLayout, StatementRead, StatementReading } from '@reno/domain/statement-import';
import type * as StatementReader from '../utils/statement-reader';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../lib/api-errors';
import { statementImportQueries } from '../api/statement-import-queries';
import { useCheckStatement, useRememberLayout } from '../api/statement-import-mutations';
import { reviewRows, sentRow, type ReviewRow } from '../utils/import-rows';

/** A refused file's problems in words ('Row 12: the amount 'abc' is not a number'), and how many more. */
export interface FileProblems {
  lines: string[];
  more: number;
}

/** Where the import stands before it stores anything. */
export type StatementStep =
  | { kind: 'choose'; problems: FileProblems | null }
  | { kind: 'reading' }
  /** A CSV file whose layout the household has not chosen yet: the preview and the mapping. */
  | { kind: 'layout'; bytes: Uint8Array; read: StatementRead; problems: FileProblems | null }
  | { kind: 'review'; rows: ReviewRow[] };

type Reader = typeof StatementReader;

// The reader's chunk, loaded by the first file chosen.
const loadReader = (): Promise<Reader> => import('../utils/statement-reader');

function problemsOf(reader: Reader, reading: Extract<StatementReading, { ok: false }>): FileProblems {
  const { listed, more } = reader.listedProblems(reading.problems);
  return { lines: listed.map(reader.problemText), more };
}

/**
 * The statement file read in the browser (docs/product.md#statement-import-screen): refused in words, or its
 * CSV layout asked for (unless the household's remembered one reads it), then every row checked against the
 * household's records. Nothing is stored here.
 */
export function useStatementFile() {
  const queryClient = useQueryClient();
  const check = useCheckStatement();
  const remember = useRememberLayout();
  const [step, setStep] = useState<StatementStep>({ kind: 'choose', problems: null });
  const [failure, setFailure] = useState<string | null>(null);

  const review = async (reader: Reader, read: StatementRead) => {
    setStep({ kind: 'reading' });
    const fingerprints = reader.transactionFingerprints(read.rows);
    try {
      const checked = await check.mutateAsync(
        read.rows.map((row, index) => sentRow(row, fingerprints[index]!)),
      );
      setStep({
        kind: 'review',
        rows: reviewRows(read.rows, fingerprints, checked, reader.looksLikeTransfer),
      });
    } catch (error) {
      setFailure(describeError(error, 'The statement could not be checked').message);
      setStep({ kind: 'choose', problems: null });
    }
  };

  /** Reads the bytes of a file; a CSV file goes by the household's layout for its shape when there is one. */
  const open = async (bytes: Uint8Array) => {
    setFailure(null);
    setStep({ kind: 'reading' });
    const reader = await loadReader();
    const reading = reader.readStatement(bytes);
    if (!reading.ok) return setStep({ kind: 'choose', problems: problemsOf(reader, reading) });
    if (!reading.csv) return review(reader, reading);
    let remembered: CsvLayout | null = null;
    try {
      remembered = await queryClient.fetchQuery(statementImportQueries.layout(reading.shape));
    } catch {
      // Without the remembered layout the person is asked, as for a new bank.
    }
    const again = remembered ? reader.readStatement(bytes, remembered) : null;
    if (again?.ok) return review(reader, again);
    setStep({ kind: 'layout', bytes, read: reading, problems: null });
  };

  /** Reads the file again by the mapping the person chose; remembers it once it reads the file whole. */
  const chooseLayout = async (layout: CsvLayout) => {
    if (step.kind !== 'layout') return;
    const reader = await loadReader();
    const reading = reader.readStatement(step.bytes, layout);
    if (!reading.ok) return setStep({ ...step, problems: problemsOf(reader, reading) });
    try {
      await remember.mutateAsync({ shape: reading.shape, layout });
    } catch {
      // Not remembered: next month's file asks again; this one is read all the same.
    }
    await review(reader, reading);
  };

  return {
    step,
    failure,
    open: (file: File) => file.arrayBuffer().then((buffer) => open(new Uint8Array(buffer))),
    openText: (text: string) => open(new TextEncoder().encode(text)),
    chooseLayout,
    restart: () => {
      setFailure(null);
      setStep({ kind: 'choose', problems: null });
    },
  };
}
