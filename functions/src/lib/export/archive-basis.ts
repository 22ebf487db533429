// The records archive's home/cost-basis.csv and home/cost-basis.pdf (docs/product.md#records-archive): the
// basis report of the home the project is in, as GET /api/homes/{id}/basis/pdf and the Cost basis screen's
// 'Download CSV' make them, its lines read a page at a time for each.
import type { DataContext } from '@reno/data';
import type { ZipFile } from 'yazl';
import { readBasisReport } from '../home-record/basis-report-pages';
import { basisPdf } from '../home-record/basis-pdf';
import { addCsvEntry } from './csv-entry';

export async function addBasisFiles(
  zip: ZipFile,
  source: { data: DataContext; householdId: string; homeId: number; pageSize?: number },
  folder: string,
): Promise<void> {
  const basis = await readBasisReport(source.data, source.householdId, source.homeId, source.pageSize);
  if (!basis) return;
  const { BASIS_REPORT_HEADER, basisLineRows, basisReportHeadRows, basisReportTailRows } =
    await import('@reno/domain/cost-basis');
  const { report } = basis;
  // The purchase, then each page of lines as it is read, then the reductions and the totals.
  const parts = (async function* () {
    yield basisReportHeadRows(report);
    for await (const lines of basis.linePages()) yield basisLineRows(lines);
    yield basisReportTailRows(report);
  })();
  await addCsvEntry(zip, {
    name: `${folder}/cost-basis.csv`,
    header: BASIS_REPORT_HEADER,
    pages: parts,
    rowsOf: (rows) => rows,
  });
  zip.addBuffer(Buffer.from(await basisPdf(report, basis.linePages())), `${folder}/cost-basis.pdf`, {
    compress: false,
  });
}
