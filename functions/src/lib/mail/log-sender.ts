import type { MailSender } from './mail-sender';

export type MailLog = (line: string) => void;

// A global (as the receipt reader is), so that the host process decides where "sent" mail is shown:
// the local stack installs its own log, the one that shows cognito-local's codes.
const MAIL_LOG = Symbol.for('reno.mailLog');
type Scope = { [MAIL_LOG]?: MailLog };

/** Called by the host (the local stack) before mail is sent; undefined restores the default, stderr. */
export function installMailLog(write: MailLog | undefined): void {
  (globalThis as Scope)[MAIL_LOG] = write;
}

/**
 * Where no mail service runs (the local stack, tests): each message goes to the log, as cognito-local
 * prints the codes it would mail, so the person at the terminal (or a test reading the log) can use it.
 */
export function createLogSender(): MailSender {
  return {
    async send({ to, subject, text }) {
      const write = (globalThis as Scope)[MAIL_LOG] ?? ((line: string) => console.error(line));
      write(`[mail] to ${to}: ${subject}\n${text.replace(/^/gm, '  ')}`);
    },
  };
}
