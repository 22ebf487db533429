// Money as people type it into a field: '$1,200', '1,200.50', '1200.5'. The wire format (toCents) stays
// strict; this reads a person's text and says, in words, why it cannot be read.
import { centsToDecimal, formatCents } from './money';

export type MoneyInputReading =
  { kind: 'blank' } | { kind: 'amount'; cents: number } | { kind: 'invalid'; message: string };

export const MONEY_INPUT_MESSAGES = {
  notAnAmount: 'Enter an amount like 1,200.50',
  tooManyDecimals: 'Use at most 2 decimals (cents)',
  negative: 'Enter an amount without a minus sign',
  tooLarge: 'This amount is too large',
  /** A comma before the cents ('12,50') could also be a thousands comma typed short: ask for a dot. */
  decimalComma: (suggestion: string) => `Use a dot for cents: ${suggestion}`,
} as const;

// Optional sign, optional '$', then digits: plain or grouped by commas in threes, and an optional fraction.
const TYPED_AMOUNT = /^([+-])?\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
// '12,50', '1.200,5', '1200,75': a comma followed by one or two final digits is a decimal comma.
const DECIMAL_COMMA = /^([+-])?\$?([\d.,]*?),(\d{1,2})$/;

/**
 * Reads a typed amount into integer cents. Accepts a leading '$' (also after a minus sign), thousands
 * commas in groups of three, and at most two decimals. A decimal comma is refused with the dot spelling
 * to use; negatives only with `allowNegative`.
 */
export function readMoneyInput(text: string, { allowNegative = false } = {}): MoneyInputReading {
  const compact = text.trim().replace(/^([+-]?)\s*\$\s*/, '$1$');
  if (compact === '') return { kind: 'blank' };

  const match = TYPED_AMOUNT.exec(compact);
  if (!match) return { kind: 'invalid', message: misreadMessage(compact) };
  const [, sign, integerText = '', fractionText = ''] = match;
  if (integerText === '' && fractionText === '') return invalid(MONEY_INPUT_MESSAGES.notAnAmount);
  if (fractionText.length > 2) return invalid(MONEY_INPUT_MESSAGES.tooManyDecimals);

  const digits = integerText.replaceAll(',', '') + fractionText.padEnd(2, '0');
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return invalid(MONEY_INPUT_MESSAGES.tooLarge);
  const negative = sign === '-' && magnitude !== 0;
  if (negative && !allowNegative) return invalid(MONEY_INPUT_MESSAGES.negative);
  return { kind: 'amount', cents: negative ? -magnitude : magnitude };
}

function invalid(message: string): MoneyInputReading {
  return { kind: 'invalid', message };
}

/** Why `text` is no amount: a decimal comma gets the dot spelling to use, anything else an example. */
function misreadMessage(text: string): string {
  const comma = DECIMAL_COMMA.exec(text);
  if (comma) {
    const [, sign = '', wholeText = '', centsText = ''] = comma;
    // The whole part may carry dots or commas as thousands separators ('1.200,50').
    const whole = wholeText.replace(/[.,]/g, '');
    if (/^\d*$/.test(whole)) {
      const cents = Number((whole || '0') + centsText.padEnd(2, '0'));
      if (Number.isSafeInteger(cents)) {
        const spelled = formatCents(cents).slice(1);
        return MONEY_INPUT_MESSAGES.decimalComma(sign === '-' ? `-${spelled}` : spelled);
      }
    }
  }
  return MONEY_INPUT_MESSAGES.notAnAmount;
}

/** Cents as a money field shows them after the '$' sign: 123450 → '1,234.50', -500 → '-5.00'. */
export function formatMoneyInput(cents: number): string {
  const formatted = formatCents(cents);
  return formatted.startsWith('-') ? `-${formatted.slice(2)}` : formatted.slice(1);
}

/** The wire's decimal string for a typed amount ('$1,200.5' → '1200.50'); unreadable text stays as typed. */
export function moneyInputToDecimal(text: string, options?: { allowNegative?: boolean }): string {
  const reading = readMoneyInput(text, options);
  if (reading.kind === 'blank') return '';
  return reading.kind === 'amount' ? centsToDecimal(reading.cents) : text;
}
