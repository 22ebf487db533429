import type { ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import type { ModelUsage } from '../token-allowance';

/** A lookup the model asked for in a round; `input` is undefined when its JSON could not be read. */
export interface RequestedToolUse {
  toolUseId: string;
  name: string;
  input: unknown;
}

/**
 * One model call, read to its end: the text deltas in order, the lookups asked for, why it stopped, and
 * the tokens it used (the stream's closing metadata event).
 */
export interface ConverseRound {
  deltas: string[];
  toolUses: RequestedToolUse[];
  stopReason: string | undefined;
  usage: ModelUsage | undefined;
}

// Exceptions Bedrock reports as events inside the stream rather than as a failed request.
function streamFailure(event: ConverseStreamOutput): Error | undefined {
  return (
    event.throttlingException ??
    event.serviceUnavailableException ??
    event.internalServerException ??
    event.modelStreamErrorException ??
    event.validationException
  );
}

function parseInput(json: string): unknown {
  if (json.trim() === '') return {};
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a ConverseStream answer whole. A round's text is only known to be the answer once the round
 * ends without asking for a lookup, so nothing is passed on before that: text the model writes around
 * its tool calls ('Let me check…') never reaches the user.
 */
export async function readConverseRound(stream: AsyncIterable<ConverseStreamOutput>): Promise<ConverseRound> {
  const round: ConverseRound = { deltas: [], toolUses: [], stopReason: undefined, usage: undefined };
  const toolInputs = new Map<number, { toolUseId: string; name: string; json: string }>();

  for await (const event of stream) {
    const failure = streamFailure(event);
    if (failure) throw failure;
    const started = event.contentBlockStart?.start?.toolUse;
    if (started) {
      toolInputs.set(event.contentBlockStart?.contentBlockIndex ?? 0, {
        toolUseId: started.toolUseId ?? '',
        name: started.name ?? '',
        json: '',
      });
    }
    const delta = event.contentBlockDelta?.delta;
    if (delta?.text) round.deltas.push(delta.text);
    if (delta?.toolUse?.input !== undefined) {
      const pending = toolInputs.get(event.contentBlockDelta?.contentBlockIndex ?? 0);
      if (pending) pending.json += delta.toolUse.input;
    }
    if (event.messageStop) round.stopReason = event.messageStop.stopReason;
    const usage = event.metadata?.usage;
    if (usage) round.usage = { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
  }

  round.toolUses = [...toolInputs.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { toolUseId, name, json }]) => ({ toolUseId, name, input: parseInput(json) }));
  return round;
}
