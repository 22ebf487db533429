// Business constants (docs/product.md#enumerations, docs/product.md#limits), one reconciled list each.

export const PRODUCT_TITLE = 'Home Renovation Tracker';

export interface CategoryStyle {
  /** CSS colour of the category's chip, icon and chart slice. */
  color: string;
  /** Key the web maps to an icon component. */
  icon: 'materials' | 'labor' | 'permits' | 'tools' | 'other';
}

const OTHER_STYLE: CategoryStyle = { color: '#6b7280', icon: 'other' };

// Expense categories (docs/product.md#expense-categories): the seven lower-case values, labels capitalised.
// Only materials, labor, permits and tools have their own style; the rest share the Other/default style.
export const EXPENSE_CATEGORIES = [
  { value: 'materials', label: 'Materials', color: '#2563eb', icon: 'materials' },
  { value: 'labor', label: 'Labor', color: '#16a34a', icon: 'labor' },
  { value: 'permits', label: 'Permits', color: '#d97706', icon: 'permits' },
  { value: 'tools', label: 'Tools', color: '#9333ea', icon: 'tools' },
  { value: 'equipment', label: 'Equipment', ...OTHER_STYLE },
  { value: 'utilities', label: 'Utilities', ...OTHER_STYLE },
  { value: 'other', label: 'Other', ...OTHER_STYLE },
] as const satisfies readonly ({ value: string; label: string } & CategoryStyle)[];

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number]['value'];
export const EXPENSE_CATEGORY_VALUES = EXPENSE_CATEGORIES.map((category) => category.value) as [
  ExpenseCategory,
  ...ExpenseCategory[],
];

/** 'Materials' and 'materials' are the same category; returns the canonical value or null. */
export function normalizeExpenseCategory(value: string): ExpenseCategory | null {
  const wanted = value.trim().toLowerCase();
  return EXPENSE_CATEGORIES.find((category) => category.value === wanted)?.value ?? null;
}

/** Label of a category; an unknown value is displayed as spelt. */
export function expenseCategoryLabel(value: string): string {
  const known = normalizeExpenseCategory(value);
  return EXPENSE_CATEGORIES.find((category) => category.value === known)?.label ?? value;
}

/** Colour and icon key of a category; an unknown value gets the Other style. */
export function expenseCategoryStyle(value: string): CategoryStyle {
  const known = normalizeExpenseCategory(value);
  const category = EXPENSE_CATEGORIES.find((candidate) => candidate.value === known);
  return category ? { color: category.color, icon: category.icon } : { ...OTHER_STYLE };
}

export const PAYMENT_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'debit_card', label: 'Debit Card' },
  { value: 'check', label: 'Check' },
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'financing', label: 'Financing' },
  { value: 'other', label: 'Other' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

/** Accepts the value ('credit_card') or the label of the other reading ('Credit Card'). */
export function normalizePaymentMethod(value: string): PaymentMethod | null {
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return PAYMENT_METHODS.find((method) => method.value === wanted)?.value ?? null;
}

/** Label of a payment method; an unknown value is displayed as spelt. */
export function paymentMethodLabel(value: string): string {
  const known = normalizePaymentMethod(value);
  return PAYMENT_METHODS.find((method) => method.value === known)?.label ?? value;
}

export const MILESTONE_CATEGORIES = [
  'Planning',
  'Permits',
  'Demolition',
  'Structural',
  'Electrical',
  'Plumbing',
  'Insulation',
  'Drywall',
  'Flooring',
  'Kitchen',
  'Bathroom',
  'Painting',
  'Final Touches',
  'Inspection',
] as const;
export type MilestoneCategory = (typeof MILESTONE_CATEGORIES)[number];

export const CONTRACTOR_SPECIALTIES = [
  'General Contractor',
  'Electrician',
  'Plumber',
  'HVAC',
  'Carpenter',
  'Roofer',
  'Painter',
  'Flooring',
  'Drywall',
  'Tile/Stone',
  'Engineering / Structural',
  'Kitchen/Bath',
  'Landscaping',
  'Other',
] as const;
export type ContractorSpecialty = (typeof CONTRACTOR_SPECIALTIES)[number];

export const ESTIMATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export type SubscriptionStatus = 'free' | 'active' | 'cancelled';

export type ChatRole = 'user' | 'assistant';
/** The data of the chat stream's last SSE event. Here, not with the chat schemas: the stream's writer imports no zod. */
export const CHAT_STREAM_DONE = '[DONE]';
/**
 * The chat's 403 to a Free account whose e-mail address is not verified (docs/product.md#api-chat): the
 * web's chat panel recognises it and points to the verification banner the sentence names.
 */
export const ASSISTANT_NEEDS_VERIFIED_EMAIL =
  'Verify your e-mail address to use the assistant: the banner at the top of the page sends you a code.';

/**
 * Sign-ups per client IP address in any 5 minutes (docs/product.md#rate-limits): the WAF rule on the
 * Cognito user pool in AWS (a deploy setting) and the same rule on the local stack's `/cognito`.
 */
export const SIGN_UP_RATE_LIMIT = { requests: 20, windowSeconds: 300 } as const;

export const FREE_PLAN_LIMITS = { expenses: 5, contractors: 3 } as const;
export const PRO_PRICE_CENTS = 499;
export const PRO_PRICE_LABEL = '$4.99';

export const MIN_PROJECT_BUDGET_CENTS = 10_000;
export const DEFAULT_TAX_RATE = '13.00';
export const DEFAULT_TAX_RATE_HUNDREDTHS = 1300;
export const MIN_PROJECT_NAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 8;

// Storage widths: decimal(10,2) for budgets and amounts, decimal(8,2) for hourly rates
// (docs/product.md#sizes).
export const MAX_AMOUNT_CENTS = 9_999_999_999;
export const MAX_HOURLY_RATE_CENTS = 99_999_999;
// Bounds on free text, so an oversized body is a 400 and never a failed write.
export const MAX_SHORT_TEXT_LENGTH = 255;
export const MAX_LONG_TEXT_LENGTH = 5_000;
export const MAX_CHAT_MESSAGE_LENGTH = 4_000;
export const MAX_STORAGE_KEY_LENGTH = 1_024;

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Every other paged list (contractors, estimates, milestones, the operator's users): rows per answer. */
export const MAX_LIST_LIMIT = 100;
export const RECENT_EXPENSES_COUNT = 4;
export const SKELETON_PLACEHOLDERS = 3;

export const TIMINGS = {
  searchDebounceMs: 500,
  querySyncMs: 50,
  milestoneRefetchMs: 100,
  subscriptionPollMs: 30_000,
  visibilityRecheckMs: 1_000,
  toastDefaultMs: 5_000,
  expenseToastMs: 3_000,
} as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export const ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
/** Photos of a room (docs/product.md#upload-kinds): what phones and cameras take; HEIC is read or refused on claim. */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export const SIGNED_URL_TTL_SECONDS = 300;

/**
 * Messages of a refused create on the free plan; they contain 'reached the limit' and 'free plan'
 * (docs/product.md#plan-limits).
 */
export const PLAN_LIMIT_MESSAGES = {
  expenses: `You've reached the limit of ${FREE_PLAN_LIMITS.expenses} expenses on the free plan. Please upgrade to add more expenses.`,
  contractors: `You've reached the limit of ${FREE_PLAN_LIMITS.contractors} contractors on the free plan. Please upgrade to add more contractors.`,
} as const;
