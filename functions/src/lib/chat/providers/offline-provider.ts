import type { ChatProvider, ChatTurn } from './chat-provider';
import { answerTopic } from './offline/offline-answers';
import { readQuestion } from './offline/question-reading';

const WORDS_PER_CHUNK = 4;

export const OFFLINE_SCOPE_NOTE =
  "I'm the offline assistant of this local setup, so I answer only questions about your records in " +
  'forms I know: the budget, what is spent or remains, the projected final cost, spending by category, ' +
  'month, contractor or payment method, spending on a category, method or month, what you paid a ' +
  'contractor, the largest or most recent expenses, estimates and what is still owing on them, and ' +
  'milestones (including overdue ones).';

export const NEEDS_CLOUD_MODEL =
  'Anything else, such as advice on materials, costs or how to do the work, needs the cloud model ' +
  '(Amazon Bedrock), which is not configured here.';

export const NO_PROJECT =
  'You have no project selected yet. Create or select a project in the sidebar, then ask me about its budget, expenses, estimates or milestones.';

/**
 * The assistant of the local stack: no model. The question is read deterministically
 * (offline/question-reading.ts), each form it recognises is answered from the same tools the cloud
 * model calls, over all of the selected project's records, and anything else is said plainly.
 */
async function offlineAnswer(turn: ChatTurn): Promise<string> {
  const reading = readQuestion(turn.question, turn.today);
  if (!reading.topics.length) return `${OFFLINE_SCOPE_NOTE} ${NEEDS_CLOUD_MODEL}`;
  const project = turn.context.project;
  if (!project) return NO_PROJECT;
  const input = { reading, question: turn.question, project, tools: turn.tools };
  const parts: string[] = [];
  // One after another: the lookups of one answer are few, and their order is the answer's.
  for (const topic of reading.topics) parts.push(await answerTopic(topic, input));
  return parts.join('\n\n');
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
