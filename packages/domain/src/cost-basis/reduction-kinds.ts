// What lowers a home's basis (docs/product.md#record-basis-reduction): IRS Publication 523's credits, subsidies and
// insurance reimbursements, and rebates (a rebate from the seller or maker lowers what was paid). Zod-free.

import { choiceOf, labelOf } from './choices';

export const BASIS_REDUCTION_KINDS = [
  { value: 'credit', label: 'Credit' },
  { value: 'subsidy', label: 'Subsidy' },
  { value: 'rebate', label: 'Rebate' },
  { value: 'insurance_reimbursement', label: 'Insurance reimbursement' },
] as const;

export type BasisReductionKind = (typeof BASIS_REDUCTION_KINDS)[number]['value'];

/** The value ('insurance_reimbursement') or the label ('Insurance reimbursement'), any case; null otherwise. */
export const normalizeBasisReductionKind = (value: string): BasisReductionKind | null =>
  choiceOf(BASIS_REDUCTION_KINDS, value);

export const basisReductionKindLabel = (kind: BasisReductionKind): string =>
  labelOf(BASIS_REDUCTION_KINDS, kind);
