import {
  ConverseStreamCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type ConverseStreamCommandInput,
  type ToolResultBlock,
} from '@aws-sdk/client-bedrock-runtime';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { converseStream, type ScriptedToolUse } from './converse-stream';

/** What the scripted model says in a round that asks for lookups (never shown to the user). */
export const LOOKUP_TEXT = 'Let me check your records first.';

/** Tool uses numbered 'use-0', 'use-1', … in order. */
export const uses = (...calls: Omit<ScriptedToolUse, 'toolUseId'>[]) =>
  calls.map((call, index) => ({ toolUseId: `use-${index}`, ...call }));

/**
 * A Bedrock model scripted on an aws-sdk-client-mock stub: what the chat sent it (`modelInput`, the tool
 * results of a call), and a model that asks for lookups, then answers once it has their results.
 */
export function scriptedModel(bedrock: AwsClientStub<BedrockRuntimeClient>) {
  const modelInput = (call: number): ConverseStreamCommandInput =>
    bedrock.commandCalls(ConverseStreamCommand)[call]!.args[0].input;

  const resultsIn = (input: ConverseStreamCommandInput): ToolResultBlock[] =>
    (input.messages?.at(-1)?.content ?? []).flatMap((block: ContentBlock) =>
      block.toolResult ? [block.toolResult] : [],
    );

  /** The model asks for `toolUses` (talking as it does), then answers `answer`, or what it makes of the
   * results it got. */
  function modelThatLooksUp(
    toolUses: ScriptedToolUse[],
    answer: string[] | ((results: ToolResultBlock[]) => string[]),
  ) {
    bedrock.on(ConverseStreamCommand).callsFake(async (input: ConverseStreamCommandInput) => {
      const results = resultsIn(input);
      if (!results.length) return { stream: converseStream([LOOKUP_TEXT], { toolUses }), $metadata: {} };
      return {
        stream: converseStream(typeof answer === 'function' ? answer(results) : answer),
        $metadata: {},
      };
    });
  }

  return { modelInput, toolResultsSent: (call: number) => resultsIn(modelInput(call)), modelThatLooksUp };
}
