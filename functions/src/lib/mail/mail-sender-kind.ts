import { ConfigError } from '../config-error';
import { engineFromEnv } from '../engine-from-env';

export type MailSenderKind = 'ses' | 'log';

export class MailConfigError extends ConfigError {
  override name = 'MailConfigError';
}

/** MAIL_SENDER=ses|log: SES in AWS; elsewhere the host's inbox (the local stack's), else a log line. */
export function mailSenderKindFromEnv(env: NodeJS.ProcessEnv = process.env): MailSenderKind {
  return engineFromEnv(env, 'MAIL_SENDER', { aws: 'ses', local: 'log' }, MailConfigError);
}
