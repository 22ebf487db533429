import type { Contractor, RecordAuthor } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { makeExpense } from '../../../testing/fake-api';
import { csvFileName, expensesToCsv } from './expenses-csv';

const contractors = [{ id: 4, name: 'Bob, "The Builder"' } as Contractor];
/** Names authors as the signed-in screens do: a record from before households names its owner, Dana. */
const nameOf = (author: RecordAuthor) => author.name ?? 'Dana';
const dana: RecordAuthor = { userId: 'user-1', name: 'Dana' };
const sam: RecordAuthor = { userId: 'user-2', name: 'Sam' };
const beforeHouseholds: RecordAuthor = { userId: 'user-1', name: null };

describe('expensesToCsv', () => {
  it('writes the known expenses as CSV a spreadsheet reads correctly', () => {
    const csv = expensesToCsv(
      [
        makeExpense({
          id: 1,
          projectId: 1,
          date: '2025-03-05',
          description: 'Tiles, grey',
          category: 'materials',
          paymentMethod: 'credit_card',
          amount: '1234.5',
          contractorId: 4,
          imageUrl: 'users/u/receipt.pdf',
          createdBy: sam,
          updatedBy: dana,
        }),
        makeExpense({
          id: 2,
          projectId: 1,
          date: '2025-03-06',
          description: '=HYPERLINK("x")',
          category: 'Landscaping',
          paymentMethod: 'barter',
          amount: '80',
          contractorId: 99,
          notes: 'line one\nline two',
          createdBy: beforeHouseholds,
          updatedBy: beforeHouseholds,
        }),
        makeExpense({
          id: 3,
          projectId: 1,
          date: '2025-03-07',
          description: 'Drill',
          category: 'tools',
          paymentMethod: 'cash',
          createdBy: dana,
          updatedBy: dana,
        }),
      ],
      contractors,
      nameOf,
    );

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Description,Category,Payment Method,Contractor,Amount,Notes,Receipt,Added By,Changed By',
      '2025-03-05,"Tiles, grey",Materials,Credit Card,"Bob, ""The Builder""",1234.50,,Yes,Sam,Dana',
      `2025-03-06,"'=HYPERLINK(""x"")",Landscaping,barter,Unknown Contractor,80.00,"line one\nline two",No,Dana,Dana`,
      '2025-03-07,Drill,Tools,Cash,,100.00,,No,Dana,Dana',
      '',
    ]);
  });

  it('quotes a cell holding a semicolon, so a spreadsheet splitting on semicolons never runs its formula', () => {
    const csv = expensesToCsv(
      [
        makeExpense({
          id: 1,
          projectId: 1,
          date: '2025-03-05',
          description: '-1+2',
          amount: '12.5',
          category: 'tools',
          paymentMethod: 'cash',
          notes: 'x;=1+2;',
          createdBy: dana,
          updatedBy: dana,
        }),
      ],
      contractors,
      nameOf,
    );

    expect(csv.slice(1).split('\r\n')[1]).toBe(`2025-03-05,'-1+2,Tools,Cash,,12.50,"x;'=1+2;",No,Dana,Dana`);
  });

  it('names the file after the project and the day', () => {
    expect(csvFileName('kitchen-remodel', '2025-03-08')).toBe('expenses-kitchen-remodel-2025-03-08.csv');
  });
});
