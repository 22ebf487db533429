import { basisReportCsv, slugify, type HomeBasis } from '@reno/domain';
import { api } from '../../../lib/api-client';
import { downloadBlob, downloadTextFile } from '../../../lib/download-file';
import { readEveryBasisLine } from './basis-queries';

export type BasisFileKind = 'CSV' | 'PDF';

/**
 * Saves the report as `cost-basis-{home slug}.csv` (made here from the totals and every line, read page after
 * page) or `.pdf` (made by the API, docs/product.md#basis-report).
 */
export async function downloadBasisFile(kind: BasisFileKind, homeId: number, report: HomeBasis) {
  const name = `cost-basis-${slugify(report.homeName)}`;
  if (kind === 'CSV') {
    const csv = basisReportCsv(report, await readEveryBasisLine(homeId));
    downloadTextFile(`${name}.csv`, csv, 'text/csv;charset=utf-8');
  } else downloadBlob(`${name}.pdf`, await api.getFile(`/api/homes/${homeId}/basis/pdf`));
}
