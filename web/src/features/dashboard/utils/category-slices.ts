// The summary's spending by category as the donut and its legend show it: one slice per category.
import {
  expenseCategoryLabel,
  expenseCategoryStyle,
  formatCents,
  normalizeExpenseCategory,
  toCents,
} from '@reno/domain';

export interface CategorySlice {
  category: string;
  label: string;
  color: string;
  cents: number;
  amount: string;
}

/** The non-zero categories of a summary's breakdown, largest first ('Materials' and 'materials' merged). */
export function toCategorySlices(breakdown: Record<string, string> | undefined): CategorySlice[] {
  const centsByCategory = new Map<string, number>();
  for (const [category, value] of Object.entries(breakdown ?? {})) {
    const key = normalizeExpenseCategory(category) ?? category;
    centsByCategory.set(key, (centsByCategory.get(key) ?? 0) + (toCents(value) ?? 0));
  }
  return [...centsByCategory]
    .filter(([, cents]) => cents > 0)
    .map(([category, cents]) => ({
      category,
      label: expenseCategoryLabel(category),
      color: expenseCategoryStyle(category).color,
      cents,
      amount: formatCents(cents),
    }))
    .sort((a, b) => b.cents - a.cents);
}
