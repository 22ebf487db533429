import { mailLine } from './mail-line';
import type { MailSender } from './mail-sender';

/**
 * Where no mail service runs and no host gives an inbox (tests that start no stack): one line per message
 * on stderr, in the form the local stack's terminal shows mail.
 */
export function createLogSender(write: (line: string) => void = (line) => console.error(line)): MailSender {
  return {
    async send(message) {
      write(`[mail] ${mailLine(message)}`);
    },
  };
}
