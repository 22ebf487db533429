// The cost basis report as a PDF (docs/product.md#basis-report), laid out by the archive's PdfLayout: the
// totals, each year's basis at its end, what each project added, every improvement with its receipt or
// 'Receipt missing', the reductions, and the notice that it is not tax advice.
import { basisReductionKindLabel, formatMoney, type BasisLine, type HomeBasis } from '@reno/domain';
import { amountColumns, PdfLayout } from '../export/pdf-layout';

const negative = (amount: string) => formatMoney(amount === '0.00' ? amount : `-${amount}`);

/** The adjusted basis and what it is made of, as label/value rows: this report's and the home packet's. */
export function basisTotals(report: HomeBasis): [string, string][] {
  return [
    ['Purchase price', formatMoney(report.purchasePrice)],
    ['Settlement costs', formatMoney(report.settlementCosts)],
    ['Improvements', formatMoney(report.improvements)],
    ['Replaced or removed', negative(report.removed)],
    ['Reductions', negative(report.reductions)],
    ['Adjusted basis', formatMoney(report.adjustedBasis)],
  ];
}

/** `linePages`: every line of the home, a page at a time (each improvement is written as its page is read). */
export async function basisPdf(
  report: HomeBasis,
  linePages: AsyncIterable<readonly BasisLine[]> | Iterable<readonly BasisLine[]>,
): Promise<Uint8Array> {
  const pdf = await PdfLayout.create(`${report.homeName}: cost basis`);
  pdf.title(
    `${report.homeName}: cost basis`,
    'What the renovations add to the home. All amounts in US dollars.',
  );
  // A sentence a line: the page's width cuts a longer line short.
  for (const sentence of report.notice.split(/(?<=\.) /)) pdf.note(sentence);
  await totalsSections(pdf, report);
  await improvementsSection(pdf, linePages);
  await reductionsSection(pdf, report);
  return pdf.save();
}

/** The totals, then the basis at each year's end and what each project added. */
async function totalsSections(pdf: PdfLayout, report: HomeBasis): Promise<void> {
  pdf.heading('Adjusted basis');
  pdf.pairs([
    ...basisTotals(report),
    ['Improvements without a receipt', String(report.improvementsWithoutReceipt)],
  ]);
  await pdf.section({
    heading: 'By year',
    columns: [
      ['Year', 0.16],
      ...amountColumns(0.21, 'Improvements', 'Removed', 'Reductions', 'Basis at its end'),
    ],
    pages: [report.byYear],
    rowsOf: (years) =>
      years.map((year) => [
        String(year.year),
        formatMoney(year.improvements),
        negative(year.removed),
        negative(year.reductions),
        formatMoney(year.adjustedBasis),
      ]),
    empty: 'Nothing recorded yet.',
  });
  await pdf.section({
    heading: 'By project',
    columns: [['Project', 0.6], ...amountColumns(0.2, 'Improvements', 'Removed')],
    pages: [report.byProject],
    rowsOf: (projects) =>
      projects.map((project) => [
        `${project.projectName}${project.extensiveRemodel ? ' (extensive remodel)' : ''}`,
        formatMoney(project.improvements),
        negative(project.removed),
      ]),
    empty: 'No projects recorded.',
  });
}

async function improvementsSection(
  pdf: PdfLayout,
  linePages: AsyncIterable<readonly BasisLine[]> | Iterable<readonly BasisLine[]>,
): Promise<void> {
  await pdf.section({
    heading: 'Improvements',
    columns: [
      ['Date', 0.14],
      ['Project', 0.2],
      ['Description', 0.3],
      ['Amount', 0.14, 'right'],
      ['Receipt', 0.22],
    ],
    pages: linePages,
    rowsOf: (lines) =>
      lines
        .filter((line) => line.countedAs === 'improvement')
        .map((line) => [
          line.date,
          line.projectName,
          line.removedOn ? `${line.description} (removed ${line.removedOn})` : line.description,
          formatMoney(line.amount),
          line.receipt === null ? 'Receipt missing' : 'Receipt attached',
        ]),
    empty: 'No improvements recorded.',
  });
}

async function reductionsSection(pdf: PdfLayout, report: HomeBasis): Promise<void> {
  await pdf.section({
    heading: 'Reductions',
    columns: [
      ['Date', 0.14],
      ['Kind', 0.24],
      ['What it was for', 0.44],
      ['Amount', 0.18, 'right'],
    ],
    pages: [report.reductionLines],
    rowsOf: (reductions) =>
      reductions.map((reduction) => [
        reduction.date,
        basisReductionKindLabel(reduction.kind),
        reduction.description,
        negative(reduction.amount),
      ]),
    empty: 'No credits, rebates or reimbursements recorded.',
  });
}
