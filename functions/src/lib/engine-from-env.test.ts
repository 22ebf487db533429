import { describe, expect, it } from 'vitest';
import { ChatConfigError } from './chat/chat-config-error';
import { providerKindFromEnv } from './chat/provider-kind';
import { MailConfigError, mailSenderKindFromEnv } from './mail/mail-sender-kind';
import { ScannerConfigError, scannerKindFromEnv } from './receipts/scanner-kind';

// Every engine a variable chooses (engineFromEnv), held to the same rule.
const ENGINES = [
  {
    variable: 'CHAT_PROVIDER',
    choose: providerKindFromEnv,
    aws: 'bedrock',
    local: 'offline',
    padded: ' Bedrock ',
    unknown: 'openai',
    configError: ChatConfigError,
  },
  {
    variable: 'RECEIPT_SCANNER',
    choose: scannerKindFromEnv,
    aws: 'textract',
    local: 'offline',
    padded: ' Textract ',
    unknown: 'ocr',
    configError: ScannerConfigError,
  },
  {
    variable: 'MAIL_SENDER',
    choose: mailSenderKindFromEnv,
    aws: 'ses',
    local: 'log',
    padded: ' SES ',
    unknown: 'smtp',
    configError: MailConfigError,
  },
];

describe.each(ENGINES)('$variable', ({ variable, choose, aws, local, padded, unknown, configError }) => {
  it('uses the AWS engine in Lambda and the local one elsewhere when unset', () => {
    expect(choose({ AWS_LAMBDA_FUNCTION_NAME: 'reno-function' })).toBe(aws);
    expect(choose({})).toBe(local);
  });

  it('follows the variable, trimmed and in any case, even to the local engine in Lambda', () => {
    expect(choose({ [variable]: aws })).toBe(aws);
    expect(choose({ [variable]: local })).toBe(local);
    expect(choose({ [variable]: padded })).toBe(aws);
    expect(choose({ [variable]: local, AWS_LAMBDA_FUNCTION_NAME: 'f' })).toBe(local);
  });

  it('refuses an unknown engine rather than guessing', () => {
    expect(() => choose({ [variable]: unknown })).toThrow(configError);
  });
});
