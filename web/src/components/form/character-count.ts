/** The share of a text field's limit from which its counter shows. */
const SHOWN_FROM = 0.9;

const number = new Intl.NumberFormat('en-US');

/**
 * The counter of a text field near its limit ('4,512 / 5,000'), and whether the text is over it; null
 * while the text is well below the limit.
 */
export function characterCount(length: number, max: number): { text: string; over: boolean } | null {
  if (length < max * SHOWN_FROM) return null;
  const over = length > max;
  const count = `${number.format(length)} / ${number.format(max)}`;
  return { text: over ? `${count} — ${number.format(length - max)} too many` : count, over };
}
