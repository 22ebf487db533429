// Money and other 2-decimal quantities (percentages, tax rates) are integers inside the system:
// cents for money, hundredths ("basis points") for percentages. The API speaks 2-decimal strings.

// Optional sign, an integer part (plain digits or grouped with commas), an optional fraction.
const DECIMAL_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

// Numbers at or above this print in exponent form and are far beyond any safe count of cents.
const PLAIN_NUMBER_LIMIT = 1e21;

/**
 * Parses "1,234.5", "1234.50", "-5", ".5" or 1234.5 into an integer count of hundredths (cents).
 * Rounds half away from zero on the decimal digits themselves, so "1.005" is 101 and 1.005 is 101
 * (never 1.005 * 100 in floating point). Returns null for anything that is not a finite number or
 * whose result would not be a safe integer.
 */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  if (text === null) return null;
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, integerText = '', fractionText = ''] = match;
  if (integerText === '' && fractionText === '') return null;

  const integerDigits = integerText.replaceAll(',', '').replace(/^0+/, '');
  const firstTwo = fractionText.slice(0, 2).padEnd(2, '0');
  const roundsUp = (fractionText[2] ?? '0') >= '5';
  const magnitude = Number(integerDigits + firstTwo) + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_NUMBER_LIMIT) return null;
  const text = String(value);
  // Below 1e21 only magnitudes under 1e-6 print with an exponent: they round to zero cents.
  return text.includes('e') ? '0' : text;
}

/** 123450 → "1234.50", -500 → "-5.00". A fractional input is rounded to the nearest cent first. */
export function centsToDecimal(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a finite amount of cents: ${cents}`);
  const magnitude = Math.round(Math.abs(cents));
  const remainder = magnitude % 100;
  const whole = (magnitude - remainder) / 100;
  const sign = cents < 0 && magnitude !== 0 ? '-' : '';
  return `${sign}${whole}.${String(remainder).padStart(2, '0')}`;
}

/** 123450 → "$1,234.50", -500 → "-$5.00" (en-US, USD). */
export function formatCents(cents: number): string {
  const decimal = centsToDecimal(cents);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}

/** '$1,240' for whole dollars, '$1,240.50' otherwise: amounts in words read better without '.00'. */
export function formatDollars(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/** Formats a wire value ("1234.5", 1234.5) as "$1,234.50"; null, undefined or garbage show "$0.00". */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return formatCents(0);
  return formatCents(toCents(value) ?? 0);
}

/** Percentages and tax rates: "13" or 13 → 1300 hundredths. Same parsing rules as toCents. */
export function toHundredths(value: string | number): number | null {
  return toCents(value);
}

/** 1300 → "13.00". */
export function hundredthsToDecimal(hundredths: number): string {
  return centsToDecimal(hundredths);
}
