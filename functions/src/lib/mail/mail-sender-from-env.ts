import { createLogSender } from './log-sender';
import type { MailSender } from './mail-sender';
import { mailSenderKindFromEnv } from './mail-sender-kind';
import { createSesSender } from './ses-sender';

/**
 * The sender, chosen once per container on first use (so a configuration mistake is a logged 500 for
 * the request rather than a crash at import). Settings: MAIL_SENDER (ses | log), MAIL_FROM for SES.
 * 'log' delivers to `mailbox`, the host's inbox (the local stack's), else a line on stderr.
 */
export function mailSenderFromEnv(env: NodeJS.ProcessEnv, mailbox: MailSender | undefined): () => MailSender {
  let built: MailSender | undefined;
  return () =>
    (built ??= mailSenderKindFromEnv(env) === 'ses' ? createSesSender(env) : (mailbox ?? createLogSender()));
}
