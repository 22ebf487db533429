import type { MailSender } from './mail-sender';

/** Where logged mail is written: the local stack's log, the one that shows cognito-local's codes. */
export type MailLog = (line: string) => void;

const toStandardError: MailLog = (line) => console.error(line);

/**
 * Where no mail service runs (the local stack, tests): each message goes to `write` (stderr without
 * one), as cognito-local prints the codes it would mail, so the person at the terminal (or a test
 * reading the log) can use it.
 */
export function createLogSender(write: MailLog = toStandardError): MailSender {
  return {
    async send({ to, subject, text }) {
      write(`[mail] to ${to}: ${subject}\n${text.replace(/^/gm, '  ')}`);
    },
  };
}
