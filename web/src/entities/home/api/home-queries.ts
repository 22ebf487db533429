import type { Home } from '@reno/domain';
import { answerQuery } from '../../../lib/api-queries';

export const homeKeys = {
  all: ['/api/homes'] as const,
};

export const homeQueries = {
  /** The household's homes by id (the first, 'Our home', made on the first ask: docs/product.md#record-home). */
  list: () => answerQuery<Home[]>(homeKeys.all, '/api/homes'),
};
