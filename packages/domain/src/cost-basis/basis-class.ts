// An expense's basis class (issue 54, docs/product.md#cost-basis): whether what it paid for adds to the
// home's cost basis. Only an improvement does; a repair does too when its project is an extensive remodel.
// Zod-free: the data layer reads it in the expense transactions (the cold-start budget).

import { choiceOf, labelOf } from './choices';

export const BASIS_CLASSES = [
  { value: 'improvement', label: 'Improvement' },
  { value: 'repair', label: 'Repair' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'not_part_of_home', label: 'Not part of the home' },
] as const;

export type BasisClass = (typeof BASIS_CLASSES)[number]['value'];

/** The value ('not_part_of_home') or the label ('Not part of the home'), any case; null for anything else. */
export const normalizeBasisClass = (value: string): BasisClass | null => choiceOf(BASIS_CLASSES, value);

export const basisClassLabel = (basisClass: BasisClass): string => labelOf(BASIS_CLASSES, basisClass);

/**
 * The class an expense counts as: a repair done as part of an extensive remodeling or restoration counts as
 * an improvement, because the entire job does (IRS Publication 523); every other class stays as it is.
 */
export function basisClassCounted(basisClass: BasisClass, extensiveRemodel: boolean): BasisClass {
  return extensiveRemodel && basisClass === 'repair' ? 'improvement' : basisClass;
}

/** What the data layer refuses about an expense's basis fields (zod-free, as the rest of this file). */
export const BASIS_MESSAGES = {
  removedBeforeDate: "Replaced or removed on must be on or after the expense's date",
} as const;
