import { createLogSender, type MailLog } from './log-sender';
import type { MailSender } from './mail-sender';
import { mailSenderKindFromEnv } from './mail-sender-kind';
import { createSesSender } from './ses-sender';

/**
 * The sender, chosen once per container on first use (so a configuration mistake is a logged 500 for
 * the request rather than a crash at import). Settings: MAIL_SENDER (ses | log), MAIL_FROM for SES.
 * The log sender writes to `mailLog`, the host's log (the local stack's), else to stderr.
 */
export function mailSenderFromEnv(env: NodeJS.ProcessEnv, mailLog: MailLog | undefined): () => MailSender {
  let built: MailSender | undefined;
  return () =>
    (built ??= mailSenderKindFromEnv(env) === 'ses' ? createSesSender(env) : createLogSender(mailLog));
}
