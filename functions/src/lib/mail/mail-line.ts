import type { MailMessage } from './mail-sender';

const LINK = /https?:\/\/\S+/;

/**
 * One line that says what an e-mail is, as the local stack's terminal shows each one: to whom, its
 * subject, and its link (else its first line, where a code mail says its code).
 */
export function mailLine({ to, subject, text }: MailMessage): string {
  const headline = LINK.exec(text)?.[0] ?? text.split('\n')[0] ?? '';
  return `to ${to}: ${subject} · ${headline}`;
}
