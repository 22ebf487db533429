import type {
  ContentBlock,
  ConverseStreamCommandInput,
  ToolResultBlock,
} from '@aws-sdk/client-bedrock-runtime';
import { formatMoney } from '@reno/domain';
import type { ToolCall } from '@reno/functions/lib/chat/tool-session';
// The one scripted Bedrock stream of the repository, shared with the chat handler's tests.
import { converseStream } from '../../../functions/test/chat/support/converse-stream';

/** What the scripted model says before its lookups: it must never reach the user. */
export const TOOL_ROUND_TEXT = 'Let me look that up in your records.';

const MONEY = /^-?\d+\.\d{2}$/;
const NAME_KEYS = ['label', 'title', 'description', 'name', 'projectName'];

/** Every amount of the tool results, each beside the name of the record it belongs to. */
function quoteAmounts(value: unknown, owner: string, lines: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) quoteAmounts(item, owner, lines);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  const nameKey = NAME_KEYS.find((key) => typeof record[key] === 'string');
  const name = nameKey ? String(record[nameKey]) : owner;
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'string' && MONEY.test(field))
      lines.push(`- ${name}, ${key}: ${formatMoney(field)}`);
    else quoteAmounts(field, name, lines);
  }
}

function toolResults(input: ConverseStreamCommandInput): ToolResultBlock[] {
  const last = input.messages?.at(-1);
  return (last?.content ?? []).flatMap((block: ContentBlock) => (block.toolResult ? [block.toolResult] : []));
}

/**
 * A model that, asked a question, first asks for `calls` (saying TOOL_ROUND_TEXT as it does), then
 * answers by quoting every amount the results it received hold. Without calls it answers at once.
 */
export function scriptedModel(calls: readonly ToolCall[]) {
  return async (input: ConverseStreamCommandInput) => {
    const results = toolResults(input);
    if (results.length === 0 && calls.length > 0) {
      const uses = calls.map((call, index) => ({ toolUseId: `tooluse-${index}`, ...call }));
      return { stream: converseStream([TOOL_ROUND_TEXT], { toolUses: uses }), $metadata: {} };
    }
    const lines = ['Here is what your records say:'];
    for (const result of results) {
      for (const block of result.content ?? []) if (block.json) quoteAmounts(block.json, 'result', lines);
    }
    const answer = lines.join('\n');
    const half = Math.ceil(answer.length / 2);
    return { stream: converseStream([answer.slice(0, half), answer.slice(half)]), $metadata: {} };
  };
}
