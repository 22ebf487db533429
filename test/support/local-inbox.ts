import type { InboxMessage } from '@reno/local';

/** The e-mails the local stack at `stackUrl` sent to `email`, newest first (its inbox's JSON). */
export async function mailsTo(stackUrl: string, email: string): Promise<InboxMessage[]> {
  const response = await fetch(`${stackUrl}/inbox.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/** The invitation link of an e-mail, and its token (after '#'). */
export function invitationIn(mail: InboxMessage): { link: string; token: string } {
  const link = /https?:\/\/\S+\/invitation#([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  return { link: link[0], token: link[1]! };
}
