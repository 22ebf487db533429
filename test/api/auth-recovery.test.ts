// Password recovery for an account whose address was never verified, against the local stack:
// cognito-local holds the accounts, DynamoDB Local the codes, and the stack's log is the mailbox.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createDataContext } from '@reno/data';
import { RECOVERY_LIMITS } from '@reno/functions/lib/recovery/recovery-limits';
import { call, signIn, signUp, tokenClaims } from '../support/cognito-users';
import { codesInLog } from '../support/mailed-codes';
import { newClientAddress, request } from './support/api-client';

const cognito = inject('cognito');
const { endpoint, tableName } = inject('dynamo');
const table = createDataContext({ endpoint, tableName });

const SAME_ANSWER = {
  message: 'If an account uses this address and it needs this way back in, we sent it a code.',
};
const INVALID_CODE = {
  error: 'Invalid verification code',
  details: [{ path: ['code'], message: 'Invalid verification code' }],
};

/** Each test comes from a client address of its own, so the per-client limits of one do not meet another. */
const newClient = newClientAddress;
let client = newClient();
const post = (path: string, body: unknown, from = client) => request('POST', path, { body, from });
const askForCode = (email: string, from?: string) => post('/api/auth/recovery', { email }, from);
const confirm = (body: { email: string; code: string; newPassword: string }, from?: string) =>
  post('/api/auth/recovery/confirm', body, from);

/** An account as the app's sign-up leaves it: confirmed at once (PreSignUp), its address unverified. */
async function unverifiedAccount() {
  client = newClient();
  const email = `recover-${randomUUID()}@example.com`;
  const password = `Old-${randomUUID()}`;
  const sub = await signUp(cognito, email, password, { email });
  return { email, password, sub };
}

const recoveryMailsTo = async (email: string) =>
  (await readFile(inject('mailLog'), 'utf8')).split(`[mail] to ${email}:`).length - 1;

async function requestedCode(email: string): Promise<string> {
  const answer = await askForCode(email);
  expect(answer.status).toBe(202);
  const code = (await codesInLog(inject('mailLog'), email)).at(-1);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery of an account whose address was never verified', () => {
  it('mails a code; the right code sets the new password and marks the address verified', async () => {
    const account = await unverifiedAccount();
    const code = await requestedCode(account.email);

    const answer = await confirm({ email: account.email, code, newPassword: 'a new password' });

    expect(answer.status).toBe(204);
    const { idToken } = await signIn(cognito, account.email, 'a new password');
    expect(tokenClaims(idToken)).toMatchObject({ sub: account.sub, email_verified: true });
    // The old password is refused (cognito-local says InvalidPasswordException where Cognito says NotAuthorized).
    await expect(signIn(cognito, account.email, account.password)).rejects.toThrow(
      /InitiateAuth failed: 400/,
    );
    // Spent: the same code does not work twice.
    expect((await confirm({ email: account.email, code, newPassword: 'another one' })).body).toEqual(
      INVALID_CODE,
    );
  });

  it('refuses a wrong code with the same words as Cognito’s confirm step, and keeps the password', async () => {
    const account = await unverifiedAccount();
    const code = await requestedCode(account.email);

    const answer = await confirm({
      email: account.email,
      code: otherThan(code),
      newPassword: 'a new password',
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID_CODE);
    await expect(signIn(cognito, account.email, account.password)).resolves.toBeDefined();
  });

  it('allows 5 attempts per code, however many arrive at once', async () => {
    const account = await unverifiedAccount();
    const code = await requestedCode(account.email);

    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        confirm({ email: account.email, code: otherThan(code), newPassword: 'a new password' }),
      ),
    );

    expect(guesses.map((guess) => guess.status)).toEqual(Array(12).fill(400));
    const late = await confirm({ email: account.email, code, newPassword: 'a new password' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual(INVALID_CODE);
    // A new code starts over.
    const fresh = await requestedCode(account.email);
    expect((await confirm({ email: account.email, code: fresh, newPassword: 'a new password' })).status).toBe(
      204,
    );
  });

  it('refuses a code past its 15 minutes', async () => {
    const account = await unverifiedAccount();
    const code = await requestedCode(account.email);
    await table.doc.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { PK: `USER#${account.sub}`, SK: 'RECOVERY_CODE' },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );

    const answer = await confirm({ email: account.email, code, newPassword: 'a new password' });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID_CODE);
  });

  it('keeps only the latest code', async () => {
    const account = await unverifiedAccount();
    const first = await requestedCode(account.email);
    const second = await requestedCode(account.email);
    if (first === second) return; // one chance in a million: nothing to tell apart

    expect((await confirm({ email: account.email, code: first, newPassword: 'a new password' })).status).toBe(
      400,
    );
    expect(
      (await confirm({ email: account.email, code: second, newPassword: 'a new password' })).status,
    ).toBe(204);
  });

  it('holds the new password to the sign-up rule, before the code is spent', async () => {
    const account = await unverifiedAccount();
    const code = await requestedCode(account.email);

    const short = await confirm({ email: account.email, code, newPassword: 'short' });

    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: 'Validation failed',
      details: [{ path: ['newPassword'], message: 'Password must be at least 8 characters' }],
    });
    expect((await confirm({ email: account.email, code, newPassword: 'long enough' })).status).toBe(204);
  });

  it('answers an unknown address and a verified one exactly as an account that gets a code', async () => {
    client = newClient();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const verified = await unverifiedAccount();
    const { accessToken } = await signIn(cognito, verified.email, verified.password);
    await call(cognito.endpoint, 'GetUserAttributeVerificationCode', {
      AccessToken: accessToken,
      AttributeName: 'email',
    });
    await call(cognito.endpoint, 'VerifyUserAttribute', {
      AccessToken: accessToken,
      AttributeName: 'email',
      Code: (await codesInLog(inject('mailLog'), verified.email)).at(-1),
    });
    const eligible = await unverifiedAccount();

    const answers = await Promise.all([
      askForCode(unknown),
      askForCode(verified.email),
      askForCode(eligible.email),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(SAME_ANSWER);
    }
    expect(await recoveryMailsTo(unknown)).toBe(0);
    expect(await recoveryMailsTo(verified.email)).toBe(0);
    expect(await recoveryMailsTo(eligible.email)).toBe(1);
    // An address without a code gets the wrong code's answer.
    expect((await confirm({ email: unknown, code: '123456', newPassword: 'a new password' })).body).toEqual(
      INVALID_CODE,
    );
  });

  it('refuses a body without a valid address or code', async () => {
    expect((await askForCode('not an address')).status).toBe(400);
    const answer = await confirm({ email: 'a@example.com', code: '12ab', newPassword: 'a new password' });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { path: ['code'], message: 'Enter the 6-digit code from the e-mail' },
    ]);
  });
});

describe('password recovery limits', () => {
  it(`mails one address at most ${RECOVERY_LIMITS.codesPerAddress} codes a day, under concurrency, from any client`, async () => {
    const account = await unverifiedAccount();

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => askForCode(account.email, newClient())),
    );

    expect(answers.filter((a) => a.status === 202)).toHaveLength(RECOVERY_LIMITS.codesPerAddress);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(12 - RECOVERY_LIMITS.codesPerAddress);
    expect(refused[0]!.body).toEqual({
      error: 'Too many password recovery requests. Please try again tomorrow.',
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await recoveryMailsTo(account.email)).toBe(RECOVERY_LIMITS.codesPerAddress);
  });

  it('counts an unknown address the same way, so the limit tells nothing about accounts', async () => {
    const unknown = `nobody-${randomUUID()}@example.com`;
    const statuses = [];
    for (let i = 0; i <= RECOVERY_LIMITS.codesPerAddress; i += 1)
      statuses.push((await askForCode(unknown, newClient())).status);

    expect(statuses).toEqual([...Array(RECOVERY_LIMITS.codesPerAddress).fill(202), 429]);
  });

  it(`gives one client ${RECOVERY_LIMITS.codesPerClient} codes a day across addresses`, async () => {
    const from = newClient();
    const answers = await Promise.all(
      Array.from({ length: RECOVERY_LIMITS.codesPerClient + 5 }, () =>
        askForCode(`nobody-${randomUUID()}@example.com`, from),
      ),
    );

    expect(answers.filter((a) => a.status === 202)).toHaveLength(RECOVERY_LIMITS.codesPerClient);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it(`lets one client try ${RECOVERY_LIMITS.attemptsPerClient} codes a day`, async () => {
    const from = newClient();
    const attempts = await Promise.all(
      Array.from({ length: RECOVERY_LIMITS.attemptsPerClient + 3 }, () =>
        confirm(
          { email: `nobody-${randomUUID()}@example.com`, code: '000000', newPassword: 'whatever1' },
          from,
        ),
      ),
    );

    expect(attempts.filter((a) => a.status === 400)).toHaveLength(RECOVERY_LIMITS.attemptsPerClient);
    expect(attempts.filter((a) => a.status === 429)).toHaveLength(3);
  });
});
