import type { DataContext } from '@reno/data';
import { dataToolRunner } from '@reno/functions/lib/chat/data-tool-runner';
import { loadProjectContext } from '@reno/functions/lib/chat/load-project-context';
import type { ChatProvider, ModelMessage } from '@reno/functions/lib/chat/providers/chat-provider';
import { ToolSession, type ToolCall } from '@reno/functions/lib/chat/tool-session';
import { SEED_TODAY } from '../seed-project';

export interface AssistantAnswer {
  answer: string;
  lookedAt: string[];
  /** The lookups made, in order. */
  calls: ToolCall[];
  ms: number;
}

/** The caller's project context as the chat handler loads it for a question (today: the seeds' day). */
export const loadSeededContext = (ctx: DataContext, user: { userId: string; projectId: number }) =>
  loadProjectContext(ctx, user.userId, user.projectId, SEED_TODAY);

export type ProjectContext = Awaited<ReturnType<typeof loadSeededContext>>;

/**
 * One question to a provider, as the chat handler puts it: the conversation so far (`before`, the
 * earlier questions, each with an answer), the caller's project context, a tool session over the data
 * layer (recording each lookup), today's date; the answer is the streamed text joined. The context is
 * loaded for the question unless `context` is one loaded already from the same data (a copy is given).
 */
export async function askAssistant(
  ctx: DataContext,
  provider: ChatProvider,
  user: { userId: string; projectId: number },
  question: string,
  before: readonly string[] = [],
  context?: ProjectContext,
): Promise<AssistantAnswer> {
  const began = performance.now();
  const calls: ToolCall[] = [];
  const run = dataToolRunner(ctx);
  const tools = new ToolSession((userId, call) => {
    calls.push(call);
    return run(userId, call);
  }, user.userId);
  const projectContext = context ? structuredClone(context) : await loadSeededContext(ctx, user);
  const earlier: ModelMessage[] = before.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: '(answered)' },
  ]);
  let answer = '';
  for await (const delta of provider.stream({
    messages: [...earlier, { role: 'user', content: question }],
    question,
    context: projectContext,
    today: SEED_TODAY,
    tools,
  })) {
    answer += delta;
  }
  return { answer, lookedAt: tools.lookedAt, calls, ms: performance.now() - began };
}
