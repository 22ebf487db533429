// What lowers a home's basis (docs/product.md#record-basis-reduction): IRS Publication 523's credits, subsidies and
// insurance reimbursements, and rebates (a rebate from the seller or maker lowers what was paid). Zod-free.

export const BASIS_REDUCTION_KINDS = [
  { value: 'credit', label: 'Credit' },
  { value: 'subsidy', label: 'Subsidy' },
  { value: 'rebate', label: 'Rebate' },
  { value: 'insurance_reimbursement', label: 'Insurance reimbursement' },
] as const;

export type BasisReductionKind = (typeof BASIS_REDUCTION_KINDS)[number]['value'];

/** The value ('insurance_reimbursement') or the label ('Insurance reimbursement'), any case; null otherwise. */
export function normalizeBasisReductionKind(value: string): BasisReductionKind | null {
  const wanted = value.trim().toLowerCase();
  return (
    BASIS_REDUCTION_KINDS.find((kind) => kind.value === wanted || kind.label.toLowerCase() === wanted)
      ?.value ?? null
  );
}

export function basisReductionKindLabel(kind: BasisReductionKind): string {
  return BASIS_REDUCTION_KINDS.find((candidate) => candidate.value === kind)!.label;
}
