// The user pool's WAF rate rule, on the local stack's /cognito in front of cognito-local: sign-ups are
// counted per client address, and one over the limit is answered as Cognito answers a WAF block.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { SIGN_UP_RATE_LIMIT } from '@reno/domain';
import { newClientAddress } from '../support/client-address';
import { signIn, signUp } from '../support/cognito-users';

const cognito = inject('cognito');
const newEmail = () => `sign-up-${randomUUID()}@example.com`;
const PASSWORD = 'a long enough password';

describe('sign-ups per client address', () => {
  it(`lets ${SIGN_UP_RATE_LIMIT.requests} through in ${SIGN_UP_RATE_LIMIT.windowSeconds / 60} minutes, refuses the next (403 ForbiddenException), and no other client is refused`, async () => {
    const from = newClientAddress();
    for (let i = 0; i < SIGN_UP_RATE_LIMIT.requests; i += 1) {
      await signUp(cognito, newEmail(), PASSWORD, {}, from);
    }

    const refused = newEmail();
    await expect(signUp(cognito, refused, PASSWORD, {}, from)).rejects.toThrow(
      'Cognito SignUp failed: 403 {"__type":"ForbiddenException","message":"Request not allowed due to WAF block."}',
    );
    // Nothing was made of the refused sign-up: the address is still free, for another client.
    await signUp(cognito, refused, PASSWORD, {}, newClientAddress());
    expect((await signIn(cognito, refused, PASSWORD)).idToken).toEqual(expect.any(String));
  });
});
