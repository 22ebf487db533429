import {
  estimateBreakdown,
  hundredthsToDecimal,
  todayLocalDateString,
  toCents,
  toHundredths,
  type Estimate,
  type EstimateBreakdown,
  type EstimateStatus,
  type Project,
} from '@reno/domain';

/** The estimate form's inputs, all as the strings the inputs hold. */
export interface EstimateFormFields {
  projectId: string;
  contractorId: string;
  title: string;
  description: string;
  amount: string;
  cashPercentage: string;
  taxedPercentage: string;
  taxRate: string;
  date: string;
  status: EstimateStatus;
  notes: string;
  /** An expense category, or '' for none. */
  category: string;
  attachmentUrl: string | null;
}

const HUNDRED_PERCENT = 10_000;

/** A form value as the inputs hold it: the schema also takes numbers. */
export const fieldText = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/**
 * A new estimate starts in the selected project, with the defaults of docs/product.md#estimate-form
 * (cash 0, taxed 100) and that project's tax rate (the rule "a project fills an empty tax rate", applied to
 * the preselected project).
 */
export function estimateToFields(
  estimate: Estimate | null | undefined,
  project: Project | null,
): EstimateFormFields {
  if (estimate) {
    return {
      projectId: String(estimate.projectId),
      contractorId: String(estimate.contractorId),
      title: estimate.title,
      description: estimate.description ?? '',
      amount: estimate.amount,
      cashPercentage: estimate.cashPercentage,
      taxedPercentage: estimate.taxedPercentage,
      taxRate: estimate.taxRate,
      date: estimate.date,
      status: estimate.status,
      notes: estimate.notes ?? '',
      category: estimate.category ?? '',
      attachmentUrl: estimate.attachmentUrl,
    };
  }
  return {
    projectId: project ? String(project.id) : '',
    contractorId: '',
    title: '',
    description: '',
    amount: '',
    cashPercentage: '0',
    taxedPercentage: '100',
    taxRate: project?.taxRate ?? '',
    date: todayLocalDateString(),
    status: 'pending',
    notes: '',
    category: '',
    attachmentUrl: null,
  };
}

/** A percentage input's value in hundredths when it is a number from 0 to 100, else null. */
function percentInHundredths(value: string): number | null {
  if (value.trim() === '') return null;
  const hundredths = toHundredths(value);
  return hundredths !== null && hundredths >= 0 && hundredths <= HUNDRED_PERCENT ? hundredths : null;
}

/**
 * Editing the cash percentage sets the taxed one to 100 minus it (docs/product.md#estimate-form); null:
 * leave it alone.
 */
export function taxedPercentageFor(cashPercentage: string): string | null {
  const cash = percentInHundredths(cashPercentage);
  return cash === null ? null : hundredthsToDecimal(HUNDRED_PERCENT - cash);
}

/**
 * The live preview of docs/product.md#estimate-form: shown once the amount and the tax rate are set.
 * Blank percentages take their defaults (cash 0, taxed 100); a value out of range hides the preview until
 * it is fixed.
 */
export function previewBreakdown(
  fields: Pick<EstimateFormFields, 'amount' | 'cashPercentage' | 'taxedPercentage' | 'taxRate'>,
): EstimateBreakdown | null {
  const amountCents = fields.amount.trim() === '' ? null : toCents(fields.amount);
  const taxRateHundredths = percentInHundredths(fields.taxRate);
  if (amountCents === null || amountCents <= 0 || taxRateHundredths === null) return null;
  const cashHundredths = fields.cashPercentage.trim() === '' ? 0 : percentInHundredths(fields.cashPercentage);
  const taxedHundredths =
    fields.taxedPercentage.trim() === '' ? HUNDRED_PERCENT : percentInHundredths(fields.taxedPercentage);
  if (cashHundredths === null || taxedHundredths === null) return null;
  return estimateBreakdown({ amountCents, cashHundredths, taxedHundredths, taxRateHundredths });
}

/** The same breakdown for a stored estimate (the detail dialog). */
export function storedBreakdown(estimate: Estimate): EstimateBreakdown | null {
  return previewBreakdown(estimate);
}
