import type { AssistantToolSource } from '@reno/domain';

/** What each tool returns to the runner. */
export interface ToolAnswer<T> {
  result: T;
  lookedAt: string;
  source: AssistantToolSource;
}
