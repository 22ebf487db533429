import type { ProjectContext } from '../project-context';
import type { TokenAllowance } from '../token-allowance';
import type { ToolSession } from '../tool-session';

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatTurn {
  /** The conversation, oldest first, ending with the user's new message; roles alternate. */
  messages: ModelMessage[];
  /** The user's new message on its own (the last turn may also hold earlier unanswered ones). */
  question: string;
  /** The caller's own numbers (selected project, other projects), for grounding the answer. */
  context: ProjectContext;
  /** Today as 'YYYY-MM-DD', for "overdue" and "upcoming". */
  today: string;
  /** The read-only lookups over all of the caller's records, logged, with what they looked at. */
  tools: ToolSession;
  /**
   * What the message may spend on the model: a provider that calls one asks before each call and reports
   * what it used after. Absent: no limit (tools and benchmarks that call a provider directly).
   */
  allowance?: TokenAllowance;
}

/** A model that answers one turn as a stream of text deltas. Errors may be thrown mid-stream. */
export interface ChatProvider {
  readonly name: string;
  stream(turn: ChatTurn, signal?: AbortSignal): AsyncIterable<string>;
}
