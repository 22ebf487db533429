import { describe, expect, it } from 'vitest';
import { stringifyClaims } from './jwt-authorizer';

describe('stringifyClaims', () => {
  it('passes claims on as API Gateway does: every value a string, arrays as "[a b]"', () => {
    expect(
      stringifyClaims({
        sub: 'abc',
        email_verified: true,
        auth_time: 1700000000,
        'cognito:groups': ['admins', 'owners'],
        address: { locality: 'Springfield' },
      }),
    ).toEqual({
      sub: 'abc',
      email_verified: 'true',
      auth_time: '1700000000',
      'cognito:groups': '[admins owners]',
      address: '{"locality":"Springfield"}',
    });
  });
});
