// A Pro user whose project holds 30 expenses, one a day in January 2025, and the address check the
// expenses journeys share (expenses-list.spec.ts, expenses-search.both.spec.ts).
import type { Page, TestInfo } from '@playwright/test';
import type { StackInfo } from '../stack/stack-info';
import { signInNewUser } from './accounts';
import { createExpenses, upgradeThroughAdminApi, type ExpenseRecord } from './api';
import { expect } from './fixtures';

const CATEGORIES = ['materials', 'labor', 'tools'];
const METHODS = ['cash', 'credit_card'];

/** 30 expenses, one a day in January 2025: every 5th is tile, categories and methods take turns. */
function januaryExpenses(): ExpenseRecord[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = index + 1;
    return {
      description: day % 5 === 0 ? `Tile order ${day}` : `Lumber run ${day}`,
      amount: `${day}.25`,
      category: CATEGORIES[day % 3]!,
      paymentMethod: METHODS[day % 2]!,
      date: `2025-01-${String(day).padStart(2, '0')}`,
    };
  });
}

/** The query string, exactly (defaults are left out of it, docs/product.md#expenses-screen). */
export async function expectQuery(page: Page, expected: Record<string, string>): Promise<void> {
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams), { timeout: 5_000 })
    .toEqual(expected);
}

export async function signInWithJanuary(page: Page, testInfo: TestInfo, stack: StackInfo) {
  const user = await signInNewUser(page, testInfo, {
    project: { name: 'Whole House Refit', budget: '50000' },
    at: null,
  });
  // More than the Free plan's 5 expenses: the operator lifts the limit first.
  await upgradeThroughAdminApi(page, stack, user.email);
  await createExpenses(page, user.projectId!, januaryExpenses());
  return user;
}
