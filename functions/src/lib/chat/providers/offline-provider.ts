import type { ChatProvider, ChatTurn } from './chat-provider';
import { declineText, NO_PROJECT } from './offline/decline';
import { interpret, type Request } from './offline/interpretation';
import { readHomeQuestion } from './offline/home-record-questions';
import { answerHomeRecord, answerRequest } from './offline/offline-answers';
import { readQuestion } from './offline/question-reading';
import { recordNames, type RecordNames } from './offline/record-names';

export { NEEDS_CLOUD_MODEL, NO_PROJECT, OFFLINE_SCOPE_NOTE } from './offline/decline';

const WORDS_PER_CHUNK = 4;
/** How far back a follow-up may reach ('and in October?' after 'and for labor?' after a question). */
const FOLLOW_UP_DEPTH = 3;

/** The user's questions before this one, oldest first (an unanswered one merged into a turn counts too). */
function earlierQuestions(turn: ChatTurn): string[] {
  return turn.messages
    .slice(0, -1)
    .filter((message) => message.role === 'user')
    .flatMap((message) => message.content.split('\n\n'))
    .slice(-FOLLOW_UP_DEPTH);
}

/** The request of the latest earlier question, itself resolved against the ones before it. */
function previousRequest(turn: ChatTurn, names: RecordNames, questions: readonly string[]): Request | null {
  const project = turn.context.project;
  if (!project || questions.length === 0) return null;
  const prior = previousRequest(turn, names, questions.slice(0, -1));
  const interpretation = interpret(
    readQuestion(questions.at(-1)!, turn.today, names),
    turn.context,
    project,
    prior,
  );
  return interpretation.ok ? interpretation.request : null;
}

/**
 * The assistant of the local stack: no model. The question is read word by word (offline/), answered
 * only when every word was understood, from the same tools the cloud model calls, over all of the
 * selected project's records (or the household's home record and cost basis, when asked of them);
 * otherwise it says what it can do, naming the closest lookups.
 */
async function offlineAnswer(turn: ChatTurn): Promise<string> {
  const names = recordNames(turn.context);
  const reading = readQuestion(turn.question, turn.today, names);
  // The home record is the household's, not a project's: asked of it, no project is needed.
  const home = reading.outside ? null : readHomeQuestion(reading.words);
  if (home) return answerHomeRecord(home, turn.tools);
  const project = turn.context.project;
  if (!project) return NO_PROJECT;
  const previous = previousRequest(turn, names, earlierQuestions(turn));
  const interpretation = interpret(reading, turn.context, project, previous);
  if (!interpretation.ok) return declineText(interpretation.decline, turn.context);
  return answerRequest(interpretation.request, turn.tools);
}

/** Streams the offline answer a few words at a time, so the client sees the same event flow as with Bedrock. */
export function createOfflineProvider(): ChatProvider {
  return {
    name: 'offline',
    async *stream(turn) {
      const answer = await offlineAnswer(turn);
      const words = answer.match(/\s*\S+\s*/g) ?? [];
      for (let start = 0; start < words.length; start += WORDS_PER_CHUNK) {
        yield words.slice(start, start + WORDS_PER_CHUNK).join('');
      }
    },
  };
}
