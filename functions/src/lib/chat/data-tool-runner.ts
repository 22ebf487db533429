import type { DataContext } from '@reno/data';
import { runAssistantTool } from '@reno/data/assistant';
import type { ToolRunner } from './tool-session';

/** The assistant's tools over the single table; loaded with the first lookup, not at cold start. */
export const dataToolRunner =
  (ctx: DataContext): ToolRunner =>
  (userId, call) =>
    runAssistantTool(ctx, userId, call);
