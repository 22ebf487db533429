// The home's adjusted basis as a CSV (docs/product.md#basis-report), in the app's CSV dialect (csv.ts): the
// purchase, every improvement with its receipt or 'Receipt missing', what was removed, the reductions, each
// year's basis at its end and the totals, then the notice.
import { csvNumber, toCsv, type CsvCell } from '../csv';
import { basisClassLabel } from './basis-class';
import type { BasisLine, HomeBasis } from './basis-report';
import { basisReductionKindLabel } from './reduction-kinds';

const HEADER = ['Line', 'Date', 'Project', 'Description', 'Class', 'Amount', 'Receipt'];

const negative = (amount: string) => csvNumber(amount === '0.00' ? amount : `-${amount}`);

/** The report's totals and `lines`, every line of the home (read page after page). */
export function basisReportCsv(report: HomeBasis, lines: readonly BasisLine[]): string {
  const rows: CsvCell[][] = [
    [
      'Purchase price',
      report.purchaseDate ?? '',
      '',
      report.homeName,
      '',
      csvNumber(report.purchasePrice),
      '',
    ],
    [
      'Settlement costs',
      report.purchaseDate ?? '',
      '',
      report.homeName,
      '',
      csvNumber(report.settlementCosts),
      '',
    ],
  ];
  for (const line of lines.filter((candidate) => candidate.countedAs === 'improvement')) {
    const cells = [line.projectName, line.description, basisClassLabel(line.countedAs)];
    rows.push([
      'Improvement',
      line.date,
      ...cells,
      csvNumber(line.amount),
      line.receipt ?? 'Receipt missing',
    ]);
    if (line.removedOn !== null)
      rows.push(['Replaced or removed', line.removedOn, ...cells, negative(line.amount), '']);
  }
  for (const reduction of report.reductionLines) {
    const kind = basisReductionKindLabel(reduction.kind);
    rows.push(['Reduction', reduction.date, '', reduction.description, kind, negative(reduction.amount), '']);
  }
  for (const year of report.byYear)
    rows.push([
      `Adjusted basis at the end of ${year.year}`,
      '',
      '',
      '',
      '',
      csvNumber(year.adjustedBasis),
      '',
    ]);
  rows.push(
    ['Total improvements', '', '', '', '', csvNumber(report.improvements), ''],
    ['Total replaced or removed', '', '', '', '', negative(report.removed), ''],
    ['Total reductions', '', '', '', '', negative(report.reductions), ''],
    ['Adjusted basis', '', '', '', '', csvNumber(report.adjustedBasis), ''],
    [report.notice, '', '', '', '', '', ''],
  );
  return toCsv(HEADER, rows);
}
