/** A GitHub-flavoured Markdown table; cells are already formatted. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly ('l' | 'r')[],
): string {
  const rule = header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export const integer = (value: number) => Math.round(value).toLocaleString('en-US');

/** Up to `digits` decimals, trailing zeros dropped: 3.50 → 3.5, 1.00 → 1. */
export const decimal = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
