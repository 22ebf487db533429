import type { ChatProvider } from './chat-provider';
import { offlineAnswer } from './offline-answer';

const WORDS_PER_CHUNK = 4;

/** Streams the offline answer a few words at a time, so the client sees the same event flow as with Bedrock. */
export function createOfflineProvider(): ChatProvider {
  return {
    name: 'offline',
    async *stream(turn) {
      const answer = offlineAnswer(turn.question, turn.context);
      const words = answer.match(/\s*\S+\s*/g) ?? [];
      for (let start = 0; start < words.length; start += WORDS_PER_CHUNK) {
        yield words.slice(start, start + WORDS_PER_CHUNK).join('');
      }
    },
  };
}
