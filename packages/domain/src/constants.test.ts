import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTENT_TYPES,
  DEFAULT_TAX_RATE,
  DEFAULT_TAX_RATE_HUNDREDTHS,
  CONTRACTOR_SPECIALTIES,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_VALUES,
  FREE_PLAN_LIMITS,
  MAX_UPLOAD_BYTES,
  MILESTONE_CATEGORIES,
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAYMENT_METHODS,
  PLAN_LIMIT_MESSAGES,
  PRO_PRICE_CENTS,
  PRO_PRICE_LABEL,
  RECEIPT_CONTENT_TYPES,
  expenseCategoryLabel,
  expenseCategoryStyle,
  normalizeExpenseCategory,
  normalizePaymentMethod,
  paymentMethodLabel,
} from './constants';
import { isUpgradeRequiredMessage } from './errors';
import { formatCents, toHundredths } from './money';

describe('expense categories', () => {
  it('lists the seven reconciled categories with capitalised labels', () => {
    expect(EXPENSE_CATEGORY_VALUES).toEqual([
      'materials',
      'labor',
      'permits',
      'tools',
      'equipment',
      'utilities',
      'other',
    ]);
    expect(EXPENSE_CATEGORIES.map((category) => category.label)).toEqual([
      'Materials',
      'Labor',
      'Permits',
      'Tools',
      'Equipment',
      'Utilities',
      'Other',
    ]);
  });

  it('gives materials, labor, permits and tools their own style and the rest the Other style', () => {
    // Prepare
    const other = expenseCategoryStyle('other');
    const own = ['materials', 'labor', 'permits', 'tools'].map(expenseCategoryStyle);
    // Assess
    expect(new Set(own.map((style) => style.color)).size).toBe(4);
    expect(own.map((style) => style.icon)).toEqual(['materials', 'labor', 'permits', 'tools']);
    expect(own.some((style) => style.color === other.color)).toBe(false);
    expect(expenseCategoryStyle('equipment')).toEqual(other);
    expect(expenseCategoryStyle('utilities')).toEqual(other);
    expect(other.icon).toBe('other');
  });

  it('matches categories without regard to case or surrounding spaces', () => {
    expect(normalizeExpenseCategory('Materials')).toBe('materials');
    expect(normalizeExpenseCategory(' LABOR ')).toBe('labor');
    expect(expenseCategoryLabel('materials')).toBe('Materials');
    expect(expenseCategoryLabel('TOOLS')).toBe('Tools');
    expect(expenseCategoryStyle('Permits')).toEqual(expenseCategoryStyle('permits'));
  });

  it('displays an unknown category as spelt, in the Other style', () => {
    expect(normalizeExpenseCategory('Landscaping')).toBeNull();
    expect(expenseCategoryLabel('Landscaping')).toBe('Landscaping');
    expect(expenseCategoryStyle('Landscaping')).toEqual(expenseCategoryStyle('other'));
  });

  it('hands out a copy of the style, so a caller cannot change the shared one', () => {
    // Prepare
    const style = expenseCategoryStyle('unknown');
    // Act
    style.color = 'red';
    // Assess
    expect(expenseCategoryStyle('unknown').color).not.toBe('red');
  });
});

describe('payment methods', () => {
  it('lists the seven methods with their labels', () => {
    expect(PAYMENT_METHODS.map((method) => [method.value, method.label])).toEqual([
      ['cash', 'Cash'],
      ['credit_card', 'Credit Card'],
      ['debit_card', 'Debit Card'],
      ['check', 'Check'],
      ['bank_transfer', 'Bank Transfer'],
      ['financing', 'Financing'],
      ['other', 'Other'],
    ]);
  });

  it('accepts the values and the labels of the other reading', () => {
    expect(normalizePaymentMethod('credit_card')).toBe('credit_card');
    expect(normalizePaymentMethod('Credit Card')).toBe('credit_card');
    expect(normalizePaymentMethod('bank-transfer')).toBe('bank_transfer');
    expect(normalizePaymentMethod('CASH')).toBe('cash');
    expect(normalizePaymentMethod('bitcoin')).toBeNull();
  });

  it('labels known methods and shows unknown ones as spelt', () => {
    expect(paymentMethodLabel('debit_card')).toBe('Debit Card');
    expect(paymentMethodLabel('Bank Transfer')).toBe('Bank Transfer');
    expect(paymentMethodLabel('bitcoin')).toBe('bitcoin');
  });
});

describe('fixed lists and limits of the product', () => {
  it('has the 14 milestone categories and the 14 contractor specialties', () => {
    expect(MILESTONE_CATEGORIES).toHaveLength(14);
    expect(MILESTONE_CATEGORIES[0]).toBe('Planning');
    expect(MILESTONE_CATEGORIES).toContain('Final Touches');
    expect(CONTRACTOR_SPECIALTIES).toHaveLength(14);
    expect(CONTRACTOR_SPECIALTIES).toContain('Engineering / Structural');
    expect(CONTRACTOR_SPECIALTIES).toContain('Tile/Stone');
  });

  it('prices Pro at $4.99 and caps the free plan at 5 expenses and 3 contractors', () => {
    expect(formatCents(PRO_PRICE_CENTS)).toBe(PRO_PRICE_LABEL);
    expect(FREE_PLAN_LIMITS).toEqual({ expenses: 5, contractors: 3 });
  });

  it('words the limit messages so the client recognises them as upgrade prompts', () => {
    expect(PLAN_LIMIT_MESSAGES.expenses).toBe(
      "You've reached the limit of 5 expenses on the free plan. Please upgrade to add more expenses.",
    );
    expect(isUpgradeRequiredMessage(PLAN_LIMIT_MESSAGES.expenses)).toBe(true);
    expect(isUpgradeRequiredMessage(PLAN_LIMIT_MESSAGES.contractors)).toBe(true);
  });

  it('writes the default tax rate and its hundredths alike', () => {
    expect(toHundredths(DEFAULT_TAX_RATE)).toBe(DEFAULT_TAX_RATE_HUNDREDTHS);
  });

  it('offers the default page size among the options and never more than the maximum', () => {
    expect(PAGE_SIZE_OPTIONS).toContain(DEFAULT_PAGE_SIZE);
    expect(Math.max(...PAGE_SIZE_OPTIONS)).toBe(MAX_PAGE_SIZE);
  });

  it('accepts every receipt type as an attachment type too, within 10 MB', () => {
    expect(
      RECEIPT_CONTENT_TYPES.every((type) => (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type)),
    ).toBe(true);
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });
});
