import type {
  ASSISTANT_TOOLS,
  AssistantToolName,
  AssistantToolResults,
  AssistantToolSource,
} from '@reno/domain';
import type { DataContext } from '../context';
import type { ToolReads } from './tool-lists';

/** What each tool returns to the runner. */
export interface ToolAnswer<T> {
  result: T;
  lookedAt: string;
  source: AssistantToolSource;
}

/** A tool's input as the runner hands it over: the model's input parsed by the tool's schema. */
type ToolInput<Name extends AssistantToolName> = ReturnType<(typeof ASSISTANT_TOOLS)[Name]['input']['parse']>;

/**
 * The tool `Name` as the runner calls it: over one household's records, with its checked input; `reads`
 * sets how it pages (tests make the pages small).
 */
export type Tool<Name extends AssistantToolName> = (
  ctx: DataContext,
  householdId: string,
  input: ToolInput<Name>,
  reads?: ToolReads,
) => Promise<ToolAnswer<AssistantToolResults[Name]>>;
