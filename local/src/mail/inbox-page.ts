import type { MailMessage } from '@reno/functions/host';

/** An e-mail as the inbox keeps it. */
export interface InboxMessage extends MailMessage {
  id: number;
  /** Who sent it: the app's own functions, or cognito-local (sign-up and address codes). */
  from: 'app' | 'cognito';
  sentAt: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The message's text, escaped, with its http(s) links made clickable. */
const bodyHtml = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (link) => `<a href="${link}">${link}</a>`);

const messageHtml = (message: InboxMessage) => `
    <article aria-labelledby="message-${message.id}">
      <h2 id="message-${message.id}">${escapeHtml(message.subject)}</h2>
      <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.sentAt)} · from ${message.from === 'app' ? 'the app' : 'Cognito'}</p>
      <pre>${bodyHtml(message.text)}</pre>
    </article>`;

/** The inbox as a page: every message, newest first. */
export function inboxPage(messages: InboxMessage[]): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Local inbox · Home Renovation Tracker</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #1f2937; }
      article { border: 1px solid #d1d5db; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
      h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
      .meta { color: #4b5563; margin: 0 0 0.5rem; font-size: 0.9rem; }
      /* A long link (an unsubscribe address) wraps rather than running off a phone. */
      pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
      a { color: #1d4ed8; }
    </style>
  </head>
  <body>
    <main>
      <h1>Local inbox</h1>
      <p>Every e-mail the local stack sends lands here: invitations, password recovery codes and the codes Cognito mails. Newest first.</p>
      ${messages.length === 0 ? '<p>No e-mail yet.</p>' : messages.map(messageHtml).join('')}
    </main>
  </body>
</html>
`;
}
