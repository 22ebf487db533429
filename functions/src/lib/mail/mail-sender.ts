/** A plain-text e-mail to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe on reminders); SES sends them, the local inbox shows them. */
  headers?: Record<string, string>;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
