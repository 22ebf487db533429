/** A percentage with 2 decimals (docs/product.md#percentages); anything not finite shows 0.00%. */
export function formatPercent(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(2)}%`;
}

/** spent / budget × 100 from integer cents; 0 when there is no budget. */
export function percentOf(partCents: number, wholeCents: number): number {
  return wholeCents > 0 ? (partCents / wholeCents) * 100 : 0;
}
