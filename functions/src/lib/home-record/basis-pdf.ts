// The cost basis report as a PDF (docs/product.md#basis-report), laid out by the archive's PdfLayout: the
// totals, each year's basis at its end, what each project added, every improvement with its receipt or
// 'Receipt missing', the reductions, and the notice that it is not tax advice.
import { basisReductionKindLabel, formatMoney, type BasisLine, type HomeBasis } from '@reno/domain';
import { PdfLayout } from '../export/pdf-layout';

const negative = (amount: string) => formatMoney(amount === '0.00' ? amount : `-${amount}`);

export async function basisPdf(report: HomeBasis, lines: readonly BasisLine[]): Promise<Uint8Array> {
  const pdf = await PdfLayout.create(`${report.homeName}: cost basis`);
  pdf.title(
    `${report.homeName}: cost basis`,
    'What the renovations add to the home. All amounts in US dollars.',
  );
  // A sentence a line: the page's width cuts a longer line short.
  for (const sentence of report.notice.split(/(?<=\.) /)) pdf.note(sentence);
  totalsSection(pdf, report);
  improvementsSection(pdf, lines);
  reductionsSection(pdf, report);
  return pdf.save();
}

function totalsSection(pdf: PdfLayout, report: HomeBasis): void {
  pdf.heading('Adjusted basis');
  pdf.pairs([
    ['Purchase price', formatMoney(report.purchasePrice)],
    ['Settlement costs', formatMoney(report.settlementCosts)],
    ['Improvements', formatMoney(report.improvements)],
    ['Replaced or removed', negative(report.removed)],
    ['Reductions', negative(report.reductions)],
    ['Adjusted basis', formatMoney(report.adjustedBasis)],
    ['Improvements without a receipt', String(report.improvementsWithoutReceipt)],
  ]);
  pdf.heading('By year');
  pdf.table(
    [
      { title: 'Year', width: 0.16 },
      { title: 'Improvements', width: 0.21, align: 'right' },
      { title: 'Removed', width: 0.21, align: 'right' },
      { title: 'Reductions', width: 0.21, align: 'right' },
      { title: 'Basis at its end', width: 0.21, align: 'right' },
    ],
    report.byYear.map((year) => [
      String(year.year),
      formatMoney(year.improvements),
      negative(year.removed),
      negative(year.reductions),
      formatMoney(year.adjustedBasis),
    ]),
  );
  pdf.heading('By project');
  pdf.table(
    [
      { title: 'Project', width: 0.6 },
      { title: 'Improvements', width: 0.2, align: 'right' },
      { title: 'Removed', width: 0.2, align: 'right' },
    ],
    report.byProject.map((project) => [
      `${project.projectName}${project.extensiveRemodel ? ' (extensive remodel)' : ''}`,
      formatMoney(project.improvements),
      negative(project.removed),
    ]),
  );
}

function improvementsSection(pdf: PdfLayout, lines: readonly BasisLine[]): void {
  pdf.heading('Improvements');
  pdf.table(
    [
      { title: 'Date', width: 0.14 },
      { title: 'Project', width: 0.2 },
      { title: 'Description', width: 0.3 },
      { title: 'Amount', width: 0.14, align: 'right' },
      { title: 'Receipt', width: 0.22 },
    ],
    lines
      .filter((line) => line.countedAs === 'improvement')
      .map((line) => [
        line.date,
        line.projectName,
        line.removedOn ? `${line.description} (removed ${line.removedOn})` : line.description,
        formatMoney(line.amount),
        line.receipt === null ? 'Receipt missing' : 'Receipt attached',
      ]),
  );
}

function reductionsSection(pdf: PdfLayout, report: HomeBasis): void {
  pdf.heading('Reductions');
  pdf.table(
    [
      { title: 'Date', width: 0.14 },
      { title: 'Kind', width: 0.24 },
      { title: 'What it was for', width: 0.44 },
      { title: 'Amount', width: 0.18, align: 'right' },
    ],
    report.reductionLines.map((reduction) => [
      reduction.date,
      basisReductionKindLabel(reduction.kind),
      reduction.description,
      negative(reduction.amount),
    ]),
  );
}
