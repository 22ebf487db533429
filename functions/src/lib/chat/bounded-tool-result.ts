import { clip } from './clip';
import { MAX_NAME_CHARS, MAX_TEXT_CHARS, MAX_TOOL_RESULT_CHARS } from './limits';

type Json = Record<string, unknown>;

/** The fields of the tools' results that hold a record's name (@reno/domain assistant-tools.ts). */
const NAME_FIELDS = new Set([
  'name',
  'projectName',
  'contractorName',
  'title',
  'company',
  'specialty',
  'label',
]);

/** Room kept for the note that says what was cut. */
const NOTE_ROOM = 400;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names cut to MAX_NAME_CHARS and any other text to MAX_TEXT_CHARS, at every depth. */
function clipped(value: unknown, field?: string): unknown {
  if (typeof value === 'string') {
    return clip(value, field !== undefined && NAME_FIELDS.has(field) ? MAX_NAME_CHARS : MAX_TEXT_CHARS);
  }
  if (Array.isArray(value)) return value.map((item) => clipped(item, field));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clipped(v, k)]));
  return value;
}

/** Every list of `value` held by an object's field, with that object, at every depth. */
function listsOf(value: unknown, found: { holder: Json; field: string }[] = []) {
  if (Array.isArray(value)) for (const item of value) listsOf(item, found);
  else if (isObject(value)) {
    for (const [field, child] of Object.entries(value)) {
      if (Array.isArray(child)) found.push({ holder: value, field });
      listsOf(child, found);
    }
  }
  return found;
}

const size = (value: unknown) => JSON.stringify(value).length;

/**
 * A tool's result as the model is sent it, at most MAX_TOOL_RESULT_CHARS of JSON: names and text cut
 * first; then, while it is still longer, the longest list loses a quarter of its items, and `listsCut`
 * tells the model what was left out (the counts and totals beside the lists still cover everything).
 */
export function boundedToolResult(result: Json): Json {
  const bounded = clipped(result) as Json;
  const cut = new Map<string, { listed: number; of: number }>();
  while (size(bounded) > MAX_TOOL_RESULT_CHARS - NOTE_ROOM) {
    const longest = listsOf(bounded)
      .map((list) => ({ ...list, items: list.holder[list.field] as unknown[] }))
      .filter((list) => list.items.length > 0)
      .sort((a, b) => size(b.items) - size(a.items))[0];
    if (!longest) return { note: 'This result was too large to send. Ask a narrower question.' };
    const kept = longest.items.slice(0, Math.floor((longest.items.length * 3) / 4));
    longest.holder[longest.field] = kept;
    const before = cut.get(longest.field)?.of ?? longest.items.length;
    cut.set(longest.field, { listed: kept.length, of: before });
  }
  if (cut.size === 0) return bounded;
  const lists = [...cut].map(([field, { listed, of }]) => `${field} ${listed} of ${of}`).join(', ');
  return {
    ...bounded,
    listsCut: `Lists cut to keep this result short: ${lists}. The counts and totals cover them all; ask a narrower question to see the rest.`,
  };
}
