import { RECOVERY_CODE_RULES } from '@reno/domain';
import type { MailMessage } from '../mail/mail-sender';

/** The e-mail with a recovery code; its first line is the form the local log shows codes in. */
export function recoveryMail(email: string, code: string): MailMessage {
  const minutes = RECOVERY_CODE_RULES.lifetimeMinutes;
  return {
    to: email,
    subject: 'Your Home Renovation Tracker password code',
    text: [
      `Your password recovery code for ${email}: ${code}`,
      '',
      `Enter it with your new password within ${minutes} minutes. Choosing a new password this way also`,
      'confirms that this e-mail address is yours.',
      '',
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
