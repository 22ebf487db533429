import { describe, expect, it } from 'vitest';
import { basisLine, basisReport, type BasisReportInput } from './basis-report';
import { basisSumEntries } from './basis-sums';
import { basisReportCsv } from './basis-report-csv';

const expense = (
  id: number,
  description: string,
  amountCents: number,
  more: Partial<BasisReportInput['expenses'][number]> = {},
) => ({
  id,
  projectId: 1,
  description,
  notes: null,
  category: 'materials',
  amountCents,
  date: '2024-03-01',
  basisClass: null,
  removedOn: null,
  imageUrl: null,
  ...more,
});

const input: BasisReportInput = {
  home: {
    id: 2,
    name: 'Maple Street house',
    purchaseDate: '2020-06-01',
    purchasePriceCents: 30_000_000,
    settlementCostsCents: 350_010,
  },
  projects: [
    { id: 1, name: 'Kitchen', extensiveRemodel: false },
    { id: 2, name: 'Whole-house restoration', extensiveRemodel: true },
  ],
  expenses: [
    expense(1, 'New water heater', 180_055, { imageUrl: 'users/u/receipts/heater.png' }),
    expense(2, 'Fix leaking faucet', 12_000), // a repair: not counted
    expense(3, 'Patch cracks in plaster', 45_000, { projectId: 2, date: '2025-01-10' }), // counted: remodel
    expense(4, 'Sofa', 99_900, { basisClass: 'improvement', date: '2025-02-01' }), // the editor's choice wins
    expense(5, 'Old furnace', 500_000, { date: '2021-01-01', removedOn: '2025-03-01' }),
    expense(6, 'In another home', 1_000_000, { projectId: 9 }),
  ],
  reductions: [{ id: 1, kind: 'rebate', amountCents: 30_000, date: '2025-04-02', description: 'Heat pump' }],
};

describe("a home's basis report", () => {
  const report = basisReport(input);

  it('counts each expense as the class chosen, else the suggested one, a repair in an extensive remodel as an improvement', () => {
    expect(report.lines.map((line) => [line.expenseId, line.suggestedClass, line.countedAs])).toEqual([
      [5, 'improvement', 'improvement'],
      [1, 'improvement', 'improvement'],
      [2, 'repair', 'repair'],
      [4, 'not_part_of_home', 'improvement'],
      [3, 'improvement', 'improvement'],
    ]);
    expect(report.lines.find((line) => line.expenseId === 3)?.reason).toMatch(/extensive remodel/);
  });

  it('adds the purchase, settlement costs and improvements, less what was removed and the reductions, to the cent', () => {
    expect(report).toMatchObject({
      purchasePrice: '300000.00',
      settlementCosts: '3500.10',
      improvements: '8249.55', // 5,000.00 + 1,800.55 + 450.00 + 999.00
      removed: '5000.00',
      reductions: '300.00',
      adjustedBasis: '306449.65',
      improvementsWithoutReceipt: 3, // the furnace, the sofa, and the remodel's patching
    });
    expect(report.byYear.map((year) => [year.year, year.adjustedBasis])).toEqual([
      [2021, '308500.10'],
      [2024, '310300.65'],
      [2025, '306449.65'],
    ]);
    expect(report.byProject.map((project) => [project.projectName, project.improvements])).toEqual([
      ['Kitchen', '7799.55'],
      ['Whole-house restoration', '450.00'],
    ]);
  });

  it("counts a line under the class its project's sums hold it under, whatever the rules say now", () => {
    const stored = { ...input.expenses[1]!, countedClass: 'improvement' as const };
    const line = basisLine(stored, input.projects[0]!);
    expect([line.suggestedClass, line.countedAs]).toEqual(['repair', 'improvement']);
    expect(basisLine(input.expenses[1]!, input.projects[0]!).countedAs).toBe('repair');
  });

  it('reads stored sums of no known shape as nothing', () => {
    expect(
      basisSumEntries({ 'improvement#2024': 5, 'removed#repair#2025': 3, 'gift#2024': 9, x: 1 }),
    ).toEqual([
      { removed: false, basisClass: 'improvement', year: 2024, cents: 5 },
      { removed: true, basisClass: 'repair', year: 2025, cents: 3 },
    ]);
  });

  it('writes a CSV with each improvement, its receipt or "Receipt missing", the reductions and the totals', () => {
    const rows = basisReportCsv(report, report.lines).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe('Line,Date,Project,Description,Class,Amount,Receipt');
    expect(rows).toContain(
      'Improvement,2024-03-01,Kitchen,New water heater,Improvement,1800.55,users/u/receipts/heater.png',
    );
    expect(rows).toContain('Improvement,2025-02-01,Kitchen,Sofa,Improvement,999.00,Receipt missing');
    expect(rows).toContain('Replaced or removed,2025-03-01,Kitchen,Old furnace,Improvement,-5000.00,');
    expect(rows).toContain('Reduction,2025-04-02,,Heat pump,Rebate,-300.00,');
    expect(rows.at(-2)).toBe('Adjusted basis,,,,,306449.65,');
    expect(rows.at(-1)).toMatch(/^"Not tax advice\. Only US rules are applied/);
  });
});
