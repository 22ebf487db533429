import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The names other packages code against (brief domain-api.md): removing or renaming one breaks them.
const CONTRACT = [
  // money
  'toCents',
  'centsToDecimal',
  'formatCents',
  'formatMoney',
  'toHundredths',
  'hundredthsToDecimal',
  // constants
  'EXPENSE_CATEGORIES',
  'expenseCategoryLabel',
  'expenseCategoryStyle',
  'PAYMENT_METHODS',
  'paymentMethodLabel',
  'MILESTONE_CATEGORIES',
  'CONTRACTOR_SPECIALTIES',
  'ESTIMATE_STATUSES',
  'SUBSCRIPTION_STATUSES',
  'FREE_PLAN_LIMITS',
  'PRO_PRICE_CENTS',
  'PRO_PRICE_LABEL',
  'MIN_PROJECT_BUDGET_CENTS',
  'DEFAULT_TAX_RATE',
  'MIN_PROJECT_NAME_LENGTH',
  'MIN_PASSWORD_LENGTH',
  'PAGE_SIZE_OPTIONS',
  'DEFAULT_PAGE_SIZE',
  'MAX_PAGE_SIZE',
  'RECENT_EXPENSES_COUNT',
  'SKELETON_PLACEHOLDERS',
  'TIMINGS',
  'MAX_UPLOAD_BYTES',
  'RECEIPT_CONTENT_TYPES',
  'ATTACHMENT_CONTENT_TYPES',
  'SIGNED_URL_TTL_SECONDS',
  'PRODUCT_TITLE',
  // schemas
  'projectCreateSchema',
  'projectUpdateSchema',
  'expenseInputSchema',
  'contractorInputSchema',
  'estimateInputSchema',
  'milestoneInputSchema',
  'loginSchema',
  'registerSchema',
  'aiMessageInputSchema',
  'uploadRequestSchema',
  'signedUrlRequestSchema',
  'receiptScanRequestSchema',
  'expenseListQuerySchema',
  'projectFormSchema',
  'expenseFormSchema',
  'contractorFormSchema',
  'estimateFormSchema',
  'milestoneFormSchema',
  // rules
  'estimateBreakdown',
  'paymentProgress',
  'isOverdue',
  'compareMilestones',
  'isPro',
  'planLimitsFor',
  'parseLocalDate',
  'formatDate',
  'todayLocalDateString',
  'isValidCalendarDate',
  'pageWindow',
  'slugify',
  'issuesFromZod',
  'composeErrorMessage',
  'parseErrorMessage',
  'readErrorBody',
  'groupIssues',
  'isUpgradeRequiredMessage',
  'parseReceiptText',
  'guessReceiptCategory',
  'receiptScanQuotaMessage',
  'DAILY_RECEIPT_SCAN_QUOTA',
];

describe('@reno/domain entry', () => {
  it.each(CONTRACT)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });

  it('has the constant values the contract names', () => {
    expect(domain.PRODUCT_TITLE).toBe('Home Renovation Tracker');
    expect(domain.DEFAULT_TAX_RATE).toBe('13.00');
    expect(domain.MIN_PROJECT_BUDGET_CENTS).toBe(10_000);
    expect([domain.MIN_PROJECT_NAME_LENGTH, domain.MIN_PASSWORD_LENGTH]).toEqual([3, 8]);
    expect(domain.PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect([domain.DEFAULT_PAGE_SIZE, domain.MAX_PAGE_SIZE, domain.RECENT_EXPENSES_COUNT]).toEqual([
      25, 100, 4,
    ]);
    expect(domain.SKELETON_PLACEHOLDERS).toBe(3);
    expect(domain.SIGNED_URL_TTL_SECONDS).toBe(300);
    expect(domain.ESTIMATE_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(domain.SUBSCRIPTION_STATUSES).toEqual(['free', 'active', 'cancelled']);
    expect(domain.ATTACHMENT_CONTENT_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
    ]);
    expect(domain.RECEIPT_CONTENT_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);
  });
});
