import { describe, expect, it } from 'vitest';
import { addMonths } from '../dates';
import { homeItemInputSchema } from './home-item';

const parse = (body: unknown) => homeItemInputSchema.safeParse(body);
const issues = (body: unknown) =>
  parse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
const paint = { roomId: 3, kind: 'Finish', name: ' Wall paint ' };

describe('homeItemInputSchema', () => {
  it('keeps an item with its paint fields, linked expenses once each, and no warranty', () => {
    expect(
      parse({ ...paint, brand: 'Benjamin Moore', colourCode: 'OC-17', expenseIds: [4, 4, 9] }).data,
    ).toEqual({
      roomId: 3,
      kind: 'finish',
      name: 'Wall paint',
      brand: 'Benjamin Moore',
      model: null,
      serial: null,
      colourName: null,
      colourCode: 'OC-17',
      sheen: null,
      supplier: null,
      contractorId: null,
      installDate: null,
      expenseIds: [4, 9],
      documents: [],
      warranty: null,
    });
  });

  it('ends a warranty at its end date, else its start plus its length', () => {
    const months = parse({ ...paint, warranty: { startDate: '2025-01-31', months: 1 } }).data?.warranty;
    expect(months).toMatchObject({ months: 1, endDate: null, endsOn: '2025-02-28' });
    const ended = parse({
      ...paint,
      warranty: { startDate: '2025-01-01', months: 12, endDate: '2025-06-30' },
    });
    expect(ended.data?.warranty?.endsOn).toBe('2025-06-30');
    expect(addMonths('2024-12-15', 14)).toBe('2026-02-15');
    // A form's warranty left empty is none.
    expect(
      parse({ ...paint, warranty: { startDate: '', months: '', covered: ' ' } }).data?.warranty,
    ).toBeNull();
  });

  it("refuses what is not an item, in the product's words", () => {
    expect(issues({ kind: 'sofa', expenseIds: [1, 'x'], documents: 'a' })).toEqual([
      ['roomId', 'Room must be a room id'],
      ['kind', 'Kind must be appliance, fixture, finish, material or system'],
      ['name', 'Name is required'],
      ['expenseIds', 'Expenses must be a list of at most 20 expense ids'],
      ['documents', 'Documents must be a list of at most 10 uploaded files'],
    ]);
    expect(issues({ ...paint, warranty: { startDate: '2025-01-01' } })).toEqual([
      ['warranty.endDate', 'Give the warranty a length in months or an end date'],
    ]);
    expect(issues({ ...paint, warranty: { startDate: '2025-05-01', endDate: '2025-04-01' } })).toEqual([
      ['warranty.endDate', 'Warranty end must not be before its start'],
    ]);
    expect(issues({ ...paint, warranty: 'soon' })).toEqual([
      ['warranty', 'Warranty must be an object or null'],
    ]);
    expect(issues({ ...paint, warranty: { months: 700 } })).toEqual([
      ['warranty.startDate', 'Warranty start must be a valid date (YYYY-MM-DD)'],
      ['warranty.months', 'Warranty length must be a whole number of months from 1 to 600'],
    ]);
  });
});
