import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from './inbox-page';
import { createLocalInbox } from './local-inbox';

const lines: string[] = [];
const inbox = createLocalInbox({ info: (line) => lines.push(line), warn: () => {}, error: () => {} });
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => inbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local inbox', () => {
  it('keeps every e-mail, prints one line each with its link or its code, and lists them newest first', async () => {
    await inbox.send({
      to: 'sam@example.com',
      subject: 'Dana invited you',
      text: 'Join us:\nhttp://127.0.0.1:5173/invitation#tok\nBye',
    });
    inbox.deliverFromCognito({
      to: 'pat@example.com',
      subject: 'Your code',
      text: 'Your confirmation code for pat@example.com: 123456',
    });

    expect(lines).toEqual([
      '[mail] to sam@example.com: Dana invited you · http://127.0.0.1:5173/invitation#tok',
      '[cognito] to pat@example.com: Your code · Your confirmation code for pat@example.com: 123456',
    ]);
    const all = (await (await fetch(`${url}/inbox.json`)).json()) as InboxMessage[];
    expect(all.map((message) => [message.to, message.from])).toEqual([
      ['pat@example.com', 'cognito'],
      ['sam@example.com', 'app'],
    ]);
    const sams = (await (await fetch(`${url}/inbox.json?to=SAM@example.com`)).json()) as InboxMessage[];
    expect(sams.map((message) => message.subject)).toEqual(['Dana invited you']);
  });

  it('shows the e-mails on a page, links clickable and text escaped', async () => {
    await inbox.send({
      to: 'lee@example.com',
      subject: '<script>alert(1)</script> invited you',
      text: 'Open http://127.0.0.1:5173/invitation#abc to accept, <b>now</b>',
    });

    const page = await fetch(`${url}/inbox`);
    const html = await page.text();

    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<a href="http://127.0.0.1:5173/invitation#abc">');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; invited you');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>now</b>');
  });
});
