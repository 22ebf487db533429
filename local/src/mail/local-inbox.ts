import type { IncomingMessage, ServerResponse } from 'node:http';
import { mailLine, type MailMessage, type MailSender } from '@reno/functions/host';
import type { StackLogger } from '../logger';
import { inboxPage, type InboxMessage } from './inbox-page';

export const INBOX_PATH = '/inbox';
export const INBOX_JSON_PATH = '/inbox.json';

export interface LocalInbox extends MailSender {
  /** Delivers a message of cognito-local's (a code it would mail). */
  deliverFromCognito(message: MailMessage): void;
  /** Serves the inbox page (`/inbox`) and its JSON (`/inbox.json`, `?to=` filters by address). */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * Where every e-mail of the local stack lands, since nothing here may send real mail: the app's own (an
 * invitation, a recovery code) and cognito-local's codes. A person opens them on a page of the stack
 * (newest first, links clickable); the terminal prints one line per e-mail with its link or its code;
 * tests read the JSON. Kept in memory: a restart empties it.
 */
export function createLocalInbox(logger: StackLogger): LocalInbox {
  const messages: InboxMessage[] = [];
  const deliver = (message: MailMessage, from: InboxMessage['from']) => {
    messages.push({ ...message, id: messages.length + 1, from, sentAt: new Date().toISOString() });
    logger.info(`[${from === 'app' ? 'mail' : 'cognito'}] ${mailLine(message)}`);
  };
  return {
    async send(message) {
      deliver(message, 'app');
    },
    deliverFromCognito: (message) => deliver(message, 'cognito'),
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://local');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const to = url.searchParams.get('to')?.toLowerCase();
      const shown = messages.filter((message) => !to || message.to.toLowerCase() === to).reverse();
      const json = url.pathname === INBOX_JSON_PATH;
      const body = json ? JSON.stringify(shown) : inboxPage(shown);
      res.writeHead(200, {
        'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
