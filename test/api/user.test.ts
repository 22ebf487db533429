import { describe, expect, it } from 'vitest';
import { api, newUser, request } from './support/api-client';

describe('GET /api/user', () => {
  it('creates the profile from the token claims on the first call', async () => {
    const user = await newUser();

    const response = await api.get('/api/user', user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: user.sub,
      email: user.email,
      firstName: 'Pat',
      lastName: 'Builder',
      subscriptionStatus: 'free',
      subscriptionEndDate: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('returns the same stored profile on later calls', async () => {
    const user = await newUser();
    const first = await api.get('/api/user', user);

    const second = await api.get('/api/user', user);

    expect(second.body).toEqual(first.body);
  });

  it('refuses an access token with 401 and creates no profile: only ID tokens name the caller', async () => {
    const user = await newUser();

    const refused = await request('GET', '/api/user', { as: { ...user, useAccessToken: true } });
    expect(refused.status).toBe(401);

    // The first profile comes from the ID token, with its e-mail.
    const created = await api.get('/api/user', user);
    expect(created.body).toMatchObject({ id: user.sub, email: user.email });
  });

  it('answers 401 without a token', async () => {
    const response = await api.get('/api/user');

    expect(response.status).toBe(401);
  });

  it('never exposes Stripe ids, counters or sequences', async () => {
    const response = await api.get('/api/user', await newUser());

    expect(Object.keys(response.body).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'subscriptionEndDate',
        'subscriptionStatus',
      ].sort(),
    );
  });
});
