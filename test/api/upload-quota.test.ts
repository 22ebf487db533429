import { describe, expect, it } from 'vitest';
import { DAILY_UPLOAD_QUOTA } from '@reno/functions/lib/uploads/upload-quota';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { api, newClientAddress, newUser, type TestUser } from './support/api-client';

const form = { kind: 'receipt', fileName: 'r.png', contentType: 'image/png', size: 10 };
const askMany = (user: TestUser, count: number) =>
  Promise.all(Array.from({ length: count }, () => api.post('/api/uploads', user, form)));

describe('the daily upload quota', () => {
  it(`gives a Free user ${DAILY_UPLOAD_QUOTA.free} upload forms a day, however many are asked for at once`, async () => {
    const user = await newUser();
    await api.get('/api/user', user);

    const answers = await askMany(user, DAILY_UPLOAD_QUOTA.free + 10);

    expect(answers.filter((a) => a.status === 200)).toHaveLength(DAILY_UPLOAD_QUOTA.free);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toEqual({
      error: `You've reached the limit of ${DAILY_UPLOAD_QUOTA.free} uploads per day on the free plan. Upgrade to Pro for more, or try again tomorrow.`,
    });
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it(`gives a Pro user ${DAILY_UPLOAD_QUOTA.pro}`, async () => {
    const user = await newUser();
    await api.get('/api/user', user);
    await api.post(`/api/admin/users/${user.sub}/upgrade`, await newUser(), undefined, {
      from: newClientAddress(),
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    });

    const answers = await askMany(user, DAILY_UPLOAD_QUOTA.free + 5);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('is counted per user', async () => {
    const [busy, other] = [await newUser(), await newUser()];
    await askMany(busy, DAILY_UPLOAD_QUOTA.free);

    expect((await api.post('/api/uploads', busy, form)).status).toBe(429);
    expect((await api.post('/api/uploads', other, form)).status).toBe(200);
  });
});
