// The home's adjusted basis as a CSV (docs/product.md#basis-report), in the app's CSV dialect (csv.ts): the
// purchase, every improvement with its receipt or 'Receipt missing', what was removed, the reductions, each
// year's basis at its end and the totals, then the notice. In three parts, so that a reader of the lines page
// after page (the records archive) writes each page's rows as it comes.
import { csvNumber, toCsv, type CsvCell } from '../csv';
import { basisClassLabel } from './basis-class';
import type { BasisLine, HomeBasis } from './basis-report';
import { basisReductionKindLabel } from './reduction-kinds';

export const BASIS_REPORT_HEADER = ['Line', 'Date', 'Project', 'Description', 'Class', 'Amount', 'Receipt'];

const negative = (amount: string) => csvNumber(amount === '0.00' ? amount : `-${amount}`);

/** The rows before the lines: the purchase price and the settlement costs. */
export function basisReportHeadRows(report: HomeBasis): CsvCell[][] {
  const purchase = (line: string, amount: string): CsvCell[] => [
    line,
    report.purchaseDate ?? '',
    '',
    report.homeName,
    '',
    csvNumber(amount),
    '',
  ];
  return [
    purchase('Purchase price', report.purchasePrice),
    purchase('Settlement costs', report.settlementCosts),
  ];
}

/** A page of lines' rows: each improvement, and its removal when it was replaced or removed. */
export function basisLineRows(lines: readonly BasisLine[]): CsvCell[][] {
  return lines
    .filter((line) => line.countedAs === 'improvement')
    .flatMap((line) => {
      const cells = [line.projectName, line.description, basisClassLabel(line.countedAs)];
      const improvement = [
        'Improvement',
        line.date,
        ...cells,
        csvNumber(line.amount),
        line.receipt ?? 'Receipt missing',
      ];
      return line.removedOn === null
        ? [improvement]
        : [improvement, ['Replaced or removed', line.removedOn, ...cells, negative(line.amount), '']];
    });
}

/** The rows after the lines: the reductions, each year's basis at its end, the totals and the notice. */
export function basisReportTailRows(report: HomeBasis): CsvCell[][] {
  const total = (line: string, amount: CsvCell): CsvCell[] => [line, '', '', '', '', amount, ''];
  return [
    ...report.reductionLines.map((reduction) => [
      'Reduction',
      reduction.date,
      '',
      reduction.description,
      basisReductionKindLabel(reduction.kind),
      negative(reduction.amount),
      '',
    ]),
    ...report.byYear.map((year) =>
      total(`Adjusted basis at the end of ${year.year}`, csvNumber(year.adjustedBasis)),
    ),
    total('Total improvements', csvNumber(report.improvements)),
    total('Total replaced or removed', negative(report.removed)),
    total('Total reductions', negative(report.reductions)),
    total('Adjusted basis', csvNumber(report.adjustedBasis)),
    [report.notice, '', '', '', '', '', ''],
  ];
}

/** The report's totals and `lines`, every line of the home (read page after page). */
export function basisReportCsv(report: HomeBasis, lines: readonly BasisLine[]): string {
  return toCsv(BASIS_REPORT_HEADER, [
    ...basisReportHeadRows(report),
    ...basisLineRows(lines),
    ...basisReportTailRows(report),
  ]);
}
