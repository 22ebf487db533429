// GET /api/projects/{id}/forecast: money as 2-decimal strings.
import type { ExpenseCategory } from '../constants';

interface CategoryForecast {
  category: ExpenseCategory;
  /** '0.00' when the category has no planned line. */
  planned: string;
  spent: string;
  committedRemaining: string;
  /** spent + committedRemaining. */
  projected: string;
  /** planned − projected (negative: over plan). */
  variance: string;
}

export interface ProjectForecast {
  budget: string;
  spent: string;
  committedRemaining: string;
  projectedTotal: string;
  /** budget − projectedTotal (negative: over budget). */
  variance: string;
  contingency: string;
  contingencyRemaining: string;
  /** Every expense category, in the order of EXPENSE_CATEGORIES. */
  categories: CategoryForecast[];
  /** Approved estimates without a category. */
  unassigned: { committedRemaining: string };
  /**
   * Over the approved estimates with a payment schedule: what their installments add up to, what of it is
   * paid, and the retainage held (docs/product.md#payment-schedules).
   */
  payments: { scheduled: string; paid: string; retained: string };
}
