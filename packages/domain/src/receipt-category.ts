// A category guess from the words of a vendor's name (the expense form uses it only when its category is empty).
import type { ExpenseCategory } from './constants';

// First match wins: a permit office before 'building', a rental yard before 'tools', a supply house
// before the trade it supplies ('plumbing supply' is materials, 'plumbing' alone a contractor's labor).
const VENDOR_WORDS: readonly [ExpenseCategory, RegExp][] = [
  [
    'permits',
    /\b(permits?|city of|county of|town of|village of|township|municipal|building (dept|department|division)|inspections?|code enforcement|clerk)\b/i,
  ],
  ['equipment', /\b(rentals?|rent-?a|equipment|sunbelt|dumpsters?|hire)\b/i],
  ['tools', /\b(tools?|harbor freight|tool ?shop)\b/i],
  [
    'utilities',
    /\b(utility|utilities|electric (company|co|cooperative|coop)|power( company| co)?|energy|gas (company|co)|water (dept|department|district|authority|works)|waste|sanitation|internet)\b/i,
  ],
  [
    'materials',
    /\b(hardware|home (center|improvement)|lumber|home depot|lowe'?s|menards|ace|supply|supplies|building (center|materials?|supply)|tile|stone|granite|marble|paint|sherwin|floor(ing|s)?|carpet|cabinets?|millwork|glass|drywall|concrete|brick|plumbing supply|electrical supply|appliances?|fixtures?|lighting|depot|warehouse|materials?)\b/i,
  ],
  [
    'labor',
    /\b(contractors?|contracting|construction|builders?|remodel(ing|ers)?|handyman|plumbing|plumbers?|electricians?|electric|hvac|heating|roofing|painting|painters?|masonry|carpentry|installers?|installation|services|& sons)\b/i,
  ],
];

/** The category a vendor's name suggests, or null when no word of it says. */
export function guessReceiptCategory(vendor: string | null | undefined): ExpenseCategory | null {
  if (!vendor) return null;
  return VENDOR_WORDS.find(([, words]) => words.test(vendor))?.[0] ?? null;
}
