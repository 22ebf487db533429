import { API_CLIENT_POLICY } from '../aws/client-policy';
import { MailConfigError } from './mail-sender-kind';
import type { MailSender } from './mail-sender';
import type * as SesSdk from './ses-sdk';

/**
 * SES v2 SendEmail from MAIL_FROM (the stack's verified sender address). The SDK loads on the first
 * mail, not at cold start: most requests of the function send none.
 */
export function createSesSender(env: NodeJS.ProcessEnv = process.env): MailSender {
  let loaded: Promise<Pick<typeof SesSdk, 'SendEmailCommand'> & { client: SesSdk.SESv2Client }> | undefined;
  return {
    async send({ to, subject, text, headers }) {
      const from = env.MAIL_FROM;
      if (!from) throw new MailConfigError('MAIL_FROM is not set');
      loaded ??= import('./ses-sdk').then((sdk) => ({
        SendEmailCommand: sdk.SendEmailCommand,
        client: new sdk.SESv2Client(API_CLIENT_POLICY),
      }));
      const { SendEmailCommand, client } = await loaded;
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: text, Charset: 'UTF-8' } },
              ...(headers
                ? { Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })) }
                : {}),
            },
          },
        }),
      );
    },
  };
}
