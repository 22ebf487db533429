import { NEXT_CURSOR_HEADER, type BasisLine, type HomeBasis } from '@reno/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { answerQuery } from '../../../lib/api-queries';
import { pageQuery, readAllPages, type RowsPage } from '../../../lib/read-all-pages';

/** Lines a page of the screen shows, and the CSV reads at a time (the API's most). */
const LINES_PAGE = 50;
const CSV_PAGE = 100;

export const basisKeys = {
  all: ['/api/homes', 'basis'] as const,
  ofHome: (homeId: number) => ['/api/homes', 'basis', homeId] as const,
  linesOf: (homeId: number) => ['/api/homes', 'basis', homeId, 'lines'] as const,
};

const linesPath = (homeId: number) => `/api/homes/${homeId}/basis/lines`;

export const basisQueries = {
  /** A home's adjusted basis: its totals by year and by project (docs/product.md#basis-report). */
  ofHome: (homeId: number) => answerQuery<HomeBasis>(basisKeys.ofHome(homeId), `/api/homes/${homeId}/basis`),
  /** The expenses of its projects, a page at a time ('Show more'). */
  linesOf: (homeId: number) =>
    infiniteQueryOptions({
      queryKey: basisKeys.linesOf(homeId),
      queryFn: async ({ pageParam }): Promise<RowsPage<BasisLine>> => {
        const { body, headers } = await api.getAnswer<BasisLine[]>(
          withQuery(linesPath(homeId), pageQuery({ limit: LINES_PAGE }, pageParam)),
        );
        return { rows: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
};

/** Every line of the home, page after page: what the CSV lists. */
export const readEveryBasisLine = (homeId: number) =>
  readAllPages<BasisLine>(linesPath(homeId), { limit: CSV_PAGE });
