import type { ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';

export interface ScriptedToolUse {
  toolUseId: string;
  name: string;
  input: unknown;
}

/**
 * A ConverseStream answer as Bedrock streams it: text deltas, then tool-use blocks (their JSON input in
 * pieces), then the stop reason and usage (10 tokens in, 5 out unless given); or a failure after the text.
 */
export async function* converseStream(
  text: string[],
  options: {
    toolUses?: ScriptedToolUse[];
    failWith?: Error | undefined;
    usage?: { inputTokens: number; outputTokens: number };
  } = {},
): AsyncGenerator<ConverseStreamOutput> {
  const toolUses = options.toolUses ?? [];
  yield { messageStart: { role: 'assistant' } };
  for (const delta of text) yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: delta } } };
  if (options.failWith) throw options.failWith;
  if (text.length) yield { contentBlockStop: { contentBlockIndex: 0 } };
  for (const [offset, use] of toolUses.entries()) {
    const index = offset + 1;
    yield {
      contentBlockStart: {
        contentBlockIndex: index,
        start: { toolUse: { toolUseId: use.toolUseId, name: use.name } },
      },
    };
    const json = JSON.stringify(use.input);
    const half = Math.ceil(json.length / 2);
    for (const piece of [json.slice(0, half), json.slice(half)]) {
      yield { contentBlockDelta: { contentBlockIndex: index, delta: { toolUse: { input: piece } } } };
    }
    yield { contentBlockStop: { contentBlockIndex: index } };
  }
  yield { messageStop: { stopReason: toolUses.length ? 'tool_use' : 'end_turn' } };
  const { inputTokens, outputTokens } = options.usage ?? { inputTokens: 10, outputTokens: 5 };
  yield {
    metadata: {
      usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
      metrics: { latencyMs: 1 },
    },
  };
}
