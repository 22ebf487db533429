import { beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES, PAYMENT_SCHEDULE_MESSAGES as M } from '@reno/domain';
import { api, newUser, type TestUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import {
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  estimatePayload,
} from './support/fixtures';
import { inHousehold, joinHousehold } from './support/households';
import { objectExists, uploadThroughApi } from './support/s3';

/** If-Match: the version the edit was made on. */
const madeOn = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });
const scheduleUrl = (estimateId: number) => `/api/estimates/${estimateId}/schedule`;
const waiverUrl = (estimateId: number, installmentId: number) =>
  `/api/estimates/${estimateId}/installments/${installmentId}/waiver`;

/**
 * 10 % deposit, one 40 % progress payment and the final payment on a milestone, 5 % retainage. On the
 * fixtures' estimate (1,104.00 with tax): 110.40, 441.60 less 22.08 held back, and the rest 552.00 plus the
 * 22.08 released.
 */
const schedule = (milestoneId: number) => ({
  retainagePercentage: '5.00',
  installments: [
    { kind: 'deposit', percentage: '10', dueDate: '2025-04-01' },
    { kind: 'progress', label: 'Framing', percentage: '40', dueDate: '2025-05-01' },
    { kind: 'final', milestoneId },
  ],
});

/** The forecast's payments of a project. */
const paymentsOf = async (owner: TestUser, projectId: number) =>
  (await api.get(`/api/projects/${projectId}/forecast`, owner)).body.payments;
const payments = (scheduled: string, paid: string, retained: string) => ({ scheduled, paid, retained });

const waiver = (fileUrl: string) => ({ fileUrl, type: 'conditional', payment: 'progress' });
const uploadWaiver = (user: TestUser) =>
  uploadThroughApi(
    user,
    { name: 'waiver.pdf', type: 'application/pdf', content: '%PDF waiver' },
    'estimate-attachment',
  );

/** An owner's approved estimate (1,104.00) on a project with a milestone to end the schedule. */
async function estimateToSchedule(owner: TestUser) {
  const project = await createProject(owner);
  const contractor = await createContractor(owner);
  const milestone = await createMilestone(owner, project.id);
  const estimate = await createEstimate(owner, project.id, contractor.id);
  return { project, milestone, estimate };
}

async function scheduled(owner: TestUser) {
  const world = await estimateToSchedule(owner);
  const response = await api.put(scheduleUrl(world.estimate.id), owner, schedule(world.milestone.id));
  expect(response.status, response.text).toBe(200);
  return { ...world, estimate: response.body, installments: response.body.paymentSchedule.installments };
}

describe('payment schedules', () => {
  it('sets a schedule that adds up to the total, pays it down with linked expenses and counts it in the forecast', async () => {
    const owner = await newUser();
    const { project, milestone, estimate } = await estimateToSchedule(owner);

    const response = await api.put(
      scheduleUrl(estimate.id),
      owner,
      schedule(milestone.id),
      madeOn(estimate.version),
    );

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ id: estimate.id, version: estimate.version + 1 });
    const installment = (fields: Record<string, unknown>) => ({
      label: null,
      amount: null,
      dueDate: null,
      milestoneId: null,
      changeOrderIds: [],
      retained: '0.00',
      released: '0.00',
      paid: '0.00',
      waiver: null,
      ...fields,
    });
    expect(response.body.paymentSchedule).toEqual({
      retainagePercentage: '5.00',
      retainageHeld: '0.00',
      installments: [
        installment({
          id: 1,
          kind: 'deposit',
          percentage: '10.00',
          dueDate: '2025-04-01',
          amountDue: '110.40',
        }),
        installment({
          id: 2,
          kind: 'progress',
          label: 'Framing',
          percentage: '40.00',
          dueDate: '2025-05-01',
          amountDue: '419.52',
          retained: '22.08',
        }),
        installment({
          id: 3,
          kind: 'final',
          percentage: null,
          milestoneId: milestone.id,
          amountDue: '574.08',
          released: '22.08',
        }),
      ],
    });

    // The deposit and the progress payment, paid in full: the progress payment's retainage is held.
    await createExpense(owner, project.id, { amount: '529.92', estimateId: estimate.id });
    const paid = (await api.get(`/api/estimates/${estimate.id}`, owner)).body.paymentSchedule;
    expect(paid.installments.map((i: { paid: string }) => i.paid)).toEqual(['110.40', '419.52', '0.00']);
    expect(paid.retainageHeld).toBe('22.08');
    expect(await paymentsOf(owner, project.id)).toEqual(payments('1104.00', '529.92', '22.08'));

    // An approved change order (250.00: 50.00 cash + 200.00 taxed at 13 %, 276.00) lands on the final payment.
    await createChangeOrder(owner, estimate.id);
    const revised = (await api.get(`/api/estimates/${estimate.id}`, owner)).body.paymentSchedule;
    expect(revised.installments[2].amountDue).toBe('850.08');
    expect(await paymentsOf(owner, project.id)).toEqual(payments('1380.00', '529.92', '22.08'));
  });

  it('leaves a schedule out of the forecast once its estimate is no longer approved', async () => {
    const owner = await newUser();
    const { project, estimate } = await scheduled(owner);
    await createExpense(owner, project.id, { amount: '100.00', estimateId: estimate.id });
    expect(await paymentsOf(owner, project.id)).toEqual(payments('1104.00', '100.00', '0.00'));

    const pending = await api.put(
      `/api/estimates/${estimate.id}`,
      owner,
      estimatePayload(project.id, estimate.contractorId, { status: 'pending' }),
    );

    expect(pending.status, pending.text).toBe(200);
    expect(await paymentsOf(owner, project.id)).toEqual(payments('0.00', '0.00', '0.00'));
  });

  it('removes a schedule with DELETE', async () => {
    const owner = await newUser();
    const { project, estimate } = await scheduled(owner);

    const response = await api.delete(scheduleUrl(estimate.id), owner, madeOn(estimate.version));

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ paymentSchedule: null, version: estimate.version + 1 });
    expect(await paymentsOf(owner, project.id)).toEqual(payments('0.00', '0.00', '0.00'));
  });

  it('answers bad schedules with the fields at fault', async () => {
    const owner = await newUser();
    const { milestone, estimate } = await estimateToSchedule(owner);
    const put = (body: unknown) => api.put(scheduleUrl(estimate.id), owner, body);

    const badAmount = await put({
      installments: [{ kind: 'deposit', amount: 'lots', dueDate: '2025-04-01' }, { kind: 'final' }],
    });
    const tooMuchRetainage = await put({
      retainagePercentage: '80',
      installments: [{ kind: 'final', milestoneId: milestone.id }],
    });
    const overTotal = await put({
      installments: [
        { kind: 'deposit', amount: '2000.00', dueDate: '2025-04-01' },
        { kind: 'final', milestoneId: milestone.id },
      ],
    });
    const notAList = await put({ installments: 'deposit' });

    expect(badAmount.status).toBe(400);
    expect(badAmount.body.details).toEqual([{ path: ['installments', 0, 'amount'], message: M.amount }]);
    expect(tooMuchRetainage.status).toBe(400);
    expect(tooMuchRetainage.body.details).toEqual([{ path: ['retainagePercentage'], message: M.retainage }]);
    expect(overTotal.status).toBe(400);
    expect(overTotal.body.details).toEqual([{ path: ['installments'], message: M.overTotal('$1,104.00') }]);
    expect(notAList.status).toBe(400);
    expect(notAList.body.details).toEqual([{ path: ['installments'], message: M.installments }]);
    expect((await api.get(`/api/estimates/${estimate.id}`, owner)).body.paymentSchedule).toBeNull();
  });

  it('refuses a schedule made on a version changed since, and keeps the change', async () => {
    const owner = await newUser();
    const { milestone, estimate } = await estimateToSchedule(owner);
    const first = await api.put(
      scheduleUrl(estimate.id),
      owner,
      schedule(milestone.id),
      madeOn(estimate.version),
    );
    expect(first.status).toBe(200);

    const stale = await api.put(
      scheduleUrl(estimate.id),
      owner,
      { installments: [{ kind: 'final', dueDate: '2025-06-01' }] },
      madeOn(estimate.version),
    );
    const staleRemoval = await api.delete(scheduleUrl(estimate.id), owner, madeOn(estimate.version));

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: 'Pat changed this estimate after you opened it' });
    expect(staleRemoval.status).toBe(409);
    const kept = (await api.get(`/api/estimates/${estimate.id}`, owner)).body;
    expect(kept.paymentSchedule).toEqual(first.body.paymentSchedule);
  });

  it('answers 404 for an estimate that is not the caller’s', async () => {
    const owner = await newUser();
    const { milestone, estimate } = await estimateToSchedule(owner);
    const stranger = await newUser();

    const response = await api.put(scheduleUrl(estimate.id), stranger, schedule(milestone.id));

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Estimate not found' });
  });
});

describe('lien waivers', () => {
  it('keeps a fresh upload on its installment, deletes the one it replaces, and the last with the estimate', async () => {
    const owner = await newUser();
    const { estimate, installments } = await scheduled(owner);
    const first = await uploadWaiver(owner);

    const kept = await api.put(
      waiverUrl(estimate.id, installments[1].id),
      owner,
      waiver(first),
      madeOn(estimate.version),
    );

    expect(kept.status, kept.text).toBe(200);
    const storedFirst = first.replace(/^pending\//, '');
    expect(kept.body.paymentSchedule.installments[1].waiver).toEqual({
      fileUrl: storedFirst,
      type: 'conditional',
      payment: 'progress',
    });
    expect(kept.body.version).toBe(estimate.version + 1);
    expect(await objectExists(storedFirst)).toBe(true);
    expect(await objectExists(first)).toBe(false);

    const second = await uploadWaiver(owner);
    const replaced = await api.put(waiverUrl(estimate.id, installments[1].id), owner, {
      ...waiver(second),
      type: 'unconditional',
    });
    expect(replaced.status, replaced.text).toBe(200);
    const storedSecond = second.replace(/^pending\//, '');
    expect(replaced.body.paymentSchedule.installments[1].waiver).toMatchObject({
      fileUrl: storedSecond,
      type: 'unconditional',
    });
    expect(await objectExists(storedFirst)).toBe(false);

    const deleted = await api.delete(`/api/estimates/${estimate.id}`, owner);
    expect(deleted.status).toBe(200);
    expect(await objectExists(storedSecond)).toBe(false);
  });

  it('removes a waiver with DELETE, and its file', async () => {
    const owner = await newUser();
    const { estimate, installments } = await scheduled(owner);
    const upload = await uploadWaiver(owner);
    const kept = await api.put(waiverUrl(estimate.id, installments[0].id), owner, waiver(upload));
    const stored = kept.body.paymentSchedule.installments[0].waiver.fileUrl as string;

    const removed = await api.delete(
      waiverUrl(estimate.id, installments[0].id),
      owner,
      madeOn(kept.body.version),
    );

    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.paymentSchedule.installments[0].waiver).toBeNull();
    expect(await objectExists(stored)).toBe(false);
  });

  it('answers 404 for an installment the schedule does not have, or an estimate without one', async () => {
    const owner = await newUser();
    const { estimate } = await scheduled(owner);
    const unscheduled = await estimateToSchedule(owner);
    const upload = await uploadWaiver(owner);

    const unknown = await api.put(waiverUrl(estimate.id, 99), owner, waiver(upload));
    const notAnId = await api.delete(waiverUrl(estimate.id, 0), owner);
    const noSchedule = await api.put(waiverUrl(unscheduled.estimate.id, 1), owner, waiver(upload));

    for (const response of [unknown, notAnId, noSchedule]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Installment not found' });
    }
    // The upload was not claimed: it stays pending for a retry.
    expect(await objectExists(upload)).toBe(true);
  });

  it('answers bad waivers with the fields at fault, and a stale If-Match with 409', async () => {
    const owner = await newUser();
    const { estimate, installments } = await scheduled(owner);
    const url = waiverUrl(estimate.id, installments[0].id);

    const bad = await api.put(url, owner, { type: 'maybe', payment: 'final' });
    const foreign = await api.put(url, owner, waiver(`users/${owner.sub}x/attachments/w.pdf`));
    const stale = await api.put(url, owner, waiver(await uploadWaiver(owner)), madeOn(estimate.version - 1));

    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: ['fileUrl'], message: M.waiverFile },
      { path: ['type'], message: M.waiverType },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([{ path: ['fileUrl'], message: expect.any(String) }]);
    expect(stale.status).toBe(409);
    expect(
      (await api.get(`/api/estimates/${estimate.id}`, owner)).body.paymentSchedule.installments[0].waiver,
    ).toBeNull();
  });
});

describe('payment schedules in a household', () => {
  let dana: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let world: Awaited<ReturnType<typeof scheduled>>;

  beforeAll(async () => {
    [dana, editor, viewer] = await Promise.all([newUser({ givenName: 'Dana' }), newUser(), newUser()]);
    await api.get('/api/user', dana);
    // Three people: the Pro plan's household.
    const upgraded = await api.post(`/api/admin/users/${dana.sub}/upgrade`, dana, undefined, {
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    });
    expect(upgraded.status, upgraded.text).toBe(200);
    await joinHousehold(dana, editor, 'editor');
    await joinHousehold(dana, viewer, 'viewer');
    world = await scheduled(dana);
  }, 60_000);

  /** Dana's schedule set again, and a waiver kept on its deposit, by someone in her household. */
  const setScheduleAs = (person: TestUser) =>
    api.put(scheduleUrl(world.estimate.id), person, schedule(world.milestone.id), inHousehold(dana));
  const keepWaiverAs = (person: TestUser, fileUrl: string) =>
    api.put(
      waiverUrl(world.estimate.id, world.installments[0].id),
      person,
      waiver(fileUrl),
      inHousehold(dana),
    );

  it('lets a viewer read the schedule and change nothing', async () => {
    const read = await api.get(`/api/estimates/${world.estimate.id}`, viewer, inHousehold(dana));
    const setSchedule = await setScheduleAs(viewer);
    const keepWaiver = await keepWaiverAs(viewer, 'https://example.com/w.pdf');

    expect(read.status).toBe(200);
    expect(read.body.paymentSchedule.installments).toHaveLength(3);
    expect(setSchedule.status).toBe(403);
    expect(setSchedule.body).toEqual({ error: HOUSEHOLD_MESSAGES.ownerOnly });
    expect(keepWaiver.status).toBe(403);
    expect(keepWaiver.body).toEqual({ error: HOUSEHOLD_MESSAGES.viewOnly });
  });

  it('lets an editor keep a waiver but not set or remove the schedule', async () => {
    const setSchedule = await setScheduleAs(editor);
    const removeSchedule = await api.delete(scheduleUrl(world.estimate.id), editor, inHousehold(dana));
    const keepWaiver = await keepWaiverAs(editor, 'https://example.com/lien-waiver.pdf');

    expect(setSchedule.status).toBe(403);
    expect(setSchedule.body).toEqual({ error: HOUSEHOLD_MESSAGES.ownerOnly });
    expect(removeSchedule.status).toBe(403);
    expect(keepWaiver.status, keepWaiver.text).toBe(200);
    expect(keepWaiver.body.paymentSchedule.installments[0].waiver).toMatchObject({
      fileUrl: 'https://example.com/lien-waiver.pdf',
    });
    expect(keepWaiver.body.updatedBy).toEqual({ userId: editor.sub, name: 'Pat' });
  });

  it('lets the owner set it, keeping the installments that hold waivers', async () => {
    const response = await api.put(scheduleUrl(world.estimate.id), dana, {
      installments: [{ kind: 'final', dueDate: '2025-06-01' }],
    });

    // The deposit holds a waiver (the editor's): it cannot be dropped.
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['installments'], message: M.waiverKept }]);
    const kept = await api.put(scheduleUrl(world.estimate.id), dana, {
      retainagePercentage: '0',
      installments: [
        { id: world.installments[0].id, kind: 'deposit', amount: '100', dueDate: '2025-04-01' },
        { kind: 'final', dueDate: '2025-06-01' },
      ],
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.paymentSchedule.installments.map((i: { amountDue: string }) => i.amountDue)).toEqual([
      '100.00',
      '1004.00',
    ]);
    expect(kept.body.paymentSchedule.installments[0].waiver).not.toBeNull();
  });
});
