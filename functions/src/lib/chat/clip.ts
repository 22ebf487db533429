import { MAX_NAME_CHARS } from './limits';

/** `text` cut to at most `max` characters, ending in an ellipsis when it was cut (never mid-character). */
export function clip(text: string, max = MAX_NAME_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}
