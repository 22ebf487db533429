import { engineFromEnv } from '../engine-from-env';

export type MailSenderKind = 'ses' | 'log';

/** A deployment mistake: logged in full, answered with a bare 500. */
export class MailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailConfigError';
  }
}

/** MAIL_SENDER=ses|log: SES in AWS, the stack's log (as cognito-local shows its codes) elsewhere. */
export function mailSenderKindFromEnv(env: NodeJS.ProcessEnv = process.env): MailSenderKind {
  return engineFromEnv(env, 'MAIL_SENDER', { aws: 'ses', local: 'log' }, MailConfigError);
}
