import type { AssistantToolOutcome } from '@reno/domain';
import { logger } from '../logger';

/** A lookup the model (or the offline reader) asks for: a tool name and its JSON input. */
export interface ToolCall {
  name: string;
  input: unknown;
}

/**
 * Runs one named tool over one user's records (@reno/data's runAssistantTool). A call that cannot run
 * (unknown tool, invalid input, not found) is an `ok: false` outcome; a throw is a failure of the store.
 */
export type ToolRunner = (userId: string, call: ToolCall) => Promise<AssistantToolOutcome>;

export type ToolReply = { status: 'success'; result: unknown } | { status: 'error'; error: string };

const LOOKUP_FAILED = 'The lookup failed. Try again or answer without it.';

/**
 * The lookups of one answer, all for the caller: each call is timed and logged (tool, duration,
 * outcome; never its input or result, which are the user's data), a failure becomes an error reply the
 * model can read, and what was looked at is collected, in order and without repeats, for the answer.
 */
export class ToolSession {
  private readonly looked: string[] = [];

  constructor(
    private readonly run: ToolRunner,
    private readonly userId: string,
  ) {}

  async call(call: ToolCall): Promise<ToolReply> {
    const began = performance.now();
    let outcome: AssistantToolOutcome;
    try {
      outcome = await this.run(this.userId, call);
    } catch (error) {
      this.log(call.name, began, 'error', error instanceof Error ? error.name : typeof error);
      return { status: 'error', error: LOOKUP_FAILED };
    }
    if (!outcome.ok) {
      this.log(call.name, began, 'error', outcome.error.code);
      return { status: 'error', error: outcome.error.message };
    }
    if (outcome.lookedAt && !this.looked.includes(outcome.lookedAt)) this.looked.push(outcome.lookedAt);
    this.log(call.name, began, 'ok');
    return { status: 'success', result: outcome.result };
  }

  /** Answered without running: the model asked for more lookups than a round allows, or sent no JSON. */
  refuse(call: ToolCall, reason: string): ToolReply {
    logger.info('Assistant tool call', { tool: call.name, outcome: 'refused' });
    return { status: 'error', error: reason };
  }

  /** What the successful lookups looked at, in the order they ran. */
  get lookedAt(): string[] {
    return [...this.looked];
  }

  private log(tool: string, began: number, outcome: 'ok' | 'error', reason?: string): void {
    const durationMs = Math.round(performance.now() - began);
    logger.info('Assistant tool call', { tool, durationMs, outcome, ...(reason ? { reason } : {}) });
  }
}
