import type { ImportRule } from '@reno/domain';
import type { CsvLayout } from '@reno/domain/statement-import';
import { queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

// Keys start with the API path (a query's first key is its GET path).
export const statementImportKeys = {
  rules: ['/api/statement-imports/rules'] as const,
  layout: (shape: string) => ['/api/statement-imports/layout', shape] as const,
};

export const statementImportQueries = {
  /** The household's rules by vendor (docs/product.md#statement-import-rules). */
  rules: () =>
    queryOptions({
      queryKey: statementImportKeys.rules,
      queryFn: async () => (await api.get<{ rules: ImportRule[] }>('/api/statement-imports/rules')).rules,
    }),
  /** The layout the household chose for CSV files of this shape; null when none. */
  layout: (shape: string) =>
    queryOptions({
      queryKey: statementImportKeys.layout(shape),
      queryFn: async () =>
        (await api.get<{ layout: CsvLayout | null }>(withQuery('/api/statement-imports/layout', { shape })))
          .layout,
    }),
};
