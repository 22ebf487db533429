import { formatDate, INVITATION_LIFETIME_DAYS, type MemberRole } from '@reno/domain';
import type { MailMessage } from '../mail/mail-sender';

const CAN: Record<MemberRole, string> = {
  editor: 'add, change and delete its records',
  viewer: 'see all of its records, export them and ask the assistant about them',
};

/** The invitation e-mail: who invites, to what, as what, and the link (valid 7 days, usable once). */
export function invitationMail(invitation: {
  to: string;
  inviterName: string;
  householdName: string;
  role: MemberRole;
  link: string;
  expiresAt: string;
}): MailMessage {
  const { to, inviterName, householdName, role, link, expiresAt } = invitation;
  return {
    to,
    subject: `${inviterName} invited you to ${householdName} on Home Renovation Tracker`,
    text: [
      `${inviterName} invited you to join ${householdName} on Home Renovation Tracker as ${role === 'editor' ? 'an editor' : 'a viewer'}: you will ${CAN[role]}.`,
      '',
      `Open this link to accept (sign in or sign up with ${to} first):`,
      link,
      '',
      `The link works once, until ${formatDate(expiresAt)} (${INVITATION_LIFETIME_DAYS} days). Opening it also confirms that this`,
      'e-mail address is yours. If you did not expect it, ignore this e-mail.',
    ].join('\n'),
  };
}
