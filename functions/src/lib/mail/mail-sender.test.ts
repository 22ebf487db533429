import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { recoveryMail } from '../recovery/recovery-mail';
import { createLogSender } from './log-sender';
import { MailConfigError } from './mail-sender-kind';
import { createSesSender } from './ses-sender';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

const message = recoveryMail('pat@example.com', '042917');

describe('the SES sender', () => {
  it('sends one plain-text SendEmail from MAIL_FROM', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    await createSesSender({ MAIL_FROM: 'Reno <no-reply@example.com>' }).send(message);

    expect(ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input)).toEqual([
      {
        FromEmailAddress: 'Reno <no-reply@example.com>',
        Destination: { ToAddresses: ['pat@example.com'] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' } },
          },
        },
      },
    ]);
  });

  it('sends the headers a message carries (List-Unsubscribe on reminders)', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    const headers = { 'List-Unsubscribe': '<https://app.example/unsubscribe?token=t>' };

    await createSesSender({ MAIL_FROM: 'no-reply@example.com' }).send({ ...message, headers });

    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input.Content?.Simple?.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://app.example/unsubscribe?token=t>' },
    ]);
  });

  it('refuses to send without a sender address', async () => {
    await expect(createSesSender({}).send(message)).rejects.toThrow(MailConfigError);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});

describe('the log sender', () => {
  it('writes the code in the form cognito-local prints its codes', async () => {
    const lines: string[] = [];

    await createLogSender((line) => lines.push(line)).send(message);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[mail\] to pat@example\.com: /);
    expect(lines[0]).toMatch(/code for pat@example\.com: 042917$/m);
  });
});
