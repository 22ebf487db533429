export type MailSenderKind = 'ses' | 'log';

/** A deployment mistake: logged in full, answered with a bare 500. */
export class MailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailConfigError';
  }
}

/**
 * MAIL_SENDER=ses|log chooses how mail leaves. Unset, a Lambda (AWS_LAMBDA_FUNCTION_NAME is set by the
 * runtime) sends through SES, so no mail is ever only logged in AWS; everywhere else (the local stack,
 * tests) it is written to the log, as cognito-local shows its codes.
 */
export function mailSenderKindFromEnv(env: NodeJS.ProcessEnv = process.env): MailSenderKind {
  const chosen = env.MAIL_SENDER?.trim().toLowerCase();
  if (chosen === 'ses' || chosen === 'log') return chosen;
  if (chosen) throw new MailConfigError(`MAIL_SENDER must be 'ses' or 'log', not '${env.MAIL_SENDER}'`);
  return env.AWS_LAMBDA_FUNCTION_NAME ? 'ses' : 'log';
}
