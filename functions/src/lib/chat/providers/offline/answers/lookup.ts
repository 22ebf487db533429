// What every answer needs: its lookups (the tools, through the session that logs them and keeps what
// they looked at) and the way figures are written.
import { formatMoney, type AssistantToolName, type AssistantToolResults } from '@reno/domain';
import type { ToolSession } from '../../../tool-session';

/** A lookup an answer cannot do without: its failure is said in the answer. */
export class LookupFailed extends Error {}

export async function lookup<N extends AssistantToolName>(
  tools: ToolSession,
  name: N,
  input: Record<string, unknown>,
): Promise<AssistantToolResults[N]> {
  const reply = await tools.call({ name, input });
  if (reply.status === 'error') throw new LookupFailed(reply.error);
  return reply.result as AssistantToolResults[N];
}

/** '**$1,234.50**': every figure of an answer is bold. */
export const money = (value: string) => `**${formatMoney(value)}**`;
export const plain = (value: string) => formatMoney(value);
export const plural = (count: number, noun: string, many = `${noun}s`) =>
  `${count} ${count === 1 ? noun : many}`;
/** '$46.50' of a negative amount. */
export const magnitude = (value: string) => (value.startsWith('-') ? value.slice(1) : value);
export const isNegative = (value: string) => value.startsWith('-') && Number(value) !== 0;
