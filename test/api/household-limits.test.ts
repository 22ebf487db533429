// The household's plan is its owner's: the Free caps and the daily quotas count what everyone in the
// household does, not what each person does.
import { describe, expect, it } from 'vitest';
import { FREE_PLAN_LIMITS, PLAN_LIMIT_MESSAGES } from '@reno/domain';
import { api, newUser } from './support/api-client';
import { expensePayload, createProject } from './support/fixtures';
import { inHousehold, joinHousehold } from './support/households';

describe('limits of a household', () => {
  it("counts a member's expenses against the owner's Free cap", async () => {
    const [dana, sam] = await Promise.all([newUser(), newUser()]);
    await joinHousehold(dana, sam, 'editor');
    const project = await createProject(dana);
    const add = (as: typeof dana) =>
      api.post('/api/expenses', as, expensePayload(project.id), inHousehold(dana));

    for (const person of [dana, dana, sam, sam, sam]) expect((await add(person)).status).toBe(201);
    const refused = await add(sam);

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: PLAN_LIMIT_MESSAGES.expenses, upgradeRequired: true });
    expect((await api.get('/api/subscription-status', sam, inHousehold(dana))).body).toMatchObject({
      expenseCount: FREE_PLAN_LIMITS.expenses,
      canCreateExpense: false,
    });
    // Sam's own household is untouched.
    expect((await api.get('/api/subscription-status', sam)).body).toMatchObject({ expenseCount: 0 });
  });

  it("counts a member's uploads against the household's daily quota", async () => {
    const [dana, sam] = await Promise.all([newUser(), newUser()]);
    await joinHousehold(dana, sam, 'editor');
    const upload = (as: typeof dana) =>
      api.post(
        '/api/uploads',
        as,
        { kind: 'receipt', fileName: 'r.png', contentType: 'image/png', size: 1000 },
        inHousehold(dana),
      );

    for (let i = 0; i < 15; i++) expect((await upload(dana)).status).toBe(200);
    for (let i = 0; i < 15; i++) expect((await upload(sam)).status).toBe(200);

    expect((await upload(sam)).status).toBe(429);
    expect((await upload(dana)).status).toBe(429);
  });

  it("puts a member's upload under the household's prefix, which only the household may sign", async () => {
    const [dana, sam] = await Promise.all([newUser(), newUser()]);
    await joinHousehold(dana, sam, 'editor');
    const ticket = await api.post(
      '/api/uploads',
      sam,
      { kind: 'receipt', fileName: 'r.png', contentType: 'image/png', size: 1000 },
      inHousehold(dana),
    );

    expect(ticket.body.key).toMatch(new RegExp(`^pending/users/${dana.sub}/receipts/`));
    const sign = (as: typeof dana, options = inHousehold(dana)) =>
      api.post('/api/signed-url', as, { s3Key: ticket.body.key }, options);
    expect((await sign(sam)).status).toBe(200);
    expect((await sign(dana, {})).status).toBe(200);
    // In his own household, the key is not his.
    expect((await sign(sam, {})).status).toBe(404);
  });
});
