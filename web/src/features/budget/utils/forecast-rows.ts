import { expenseCategoryLabel, expenseCategoryStyle, toCents, type ProjectForecast } from '@reno/domain';

export interface ForecastRow {
  key: string;
  label: string;
  color: string;
  planned: string;
  spent: string;
  committed: string;
  /** planned − projected; null for commitments outside every category (they have no plan). */
  variance: string | null;
}

const isZero = (value: string) => (toCents(value) ?? 0) === 0;

/**
 * The categories worth a row: planned, spent or committed. Approved estimates without a category come
 * last, as 'No category'.
 */
export function forecastRows(forecast: ProjectForecast): ForecastRow[] {
  const rows: ForecastRow[] = forecast.categories
    .filter((row) => !(isZero(row.planned) && isZero(row.projected)))
    .map((row) => ({
      key: row.category,
      label: expenseCategoryLabel(row.category),
      color: expenseCategoryStyle(row.category).color,
      planned: row.planned,
      spent: row.spent,
      committed: row.committedRemaining,
      variance: row.variance,
    }));
  if (!isZero(forecast.unassigned.committedRemaining)) {
    rows.push({
      key: 'unassigned',
      label: 'No category',
      color: expenseCategoryStyle('other').color,
      planned: '0.00',
      spent: '0.00',
      committed: forecast.unassigned.committedRemaining,
      variance: null,
    });
  }
  return rows;
}
