// A home's cost basis as its reports read it (docs/product.md#basis-report): the totals from the projects'
// stored sums and the reductions (no expense read), and the lines a page at a time. The basis PDF route, the
// home packet and the records archive read it here.
import { homeBasisLinePages, readHomeBasis, type DataContext } from '@reno/data';
import type { BasisLine, HomeBasis } from '@reno/domain';

interface BasisReportPages {
  report: HomeBasis;
  /** Every line of the home, page after page (each page one bounded read), read anew on each call. */
  linePages(): AsyncGenerator<BasisLine[]>;
}

/** Null: the household has no such home. `pageLimit`: lines per page (MAX_LIST_LIMIT). */
export async function readBasisReport(
  data: DataContext,
  householdId: string,
  homeId: number,
  pageLimit?: number,
): Promise<BasisReportPages | null> {
  const input = await readHomeBasis(data, householdId, homeId);
  if (!input) return null;
  // The basis rules (Publication 523's examples and words) load with the first report, not with the function.
  const { homeBasis, basisLinesOf } = await import('@reno/domain/cost-basis');
  return {
    report: homeBasis(input),
    linePages: async function* () {
      for await (const page of homeBasisLinePages(data, householdId, homeId, pageLimit))
        yield basisLinesOf(page);
    },
  };
}
