import {
  createChangeOrder,
  createEstimate,
  deleteChangeOrder,
  deleteEstimate,
  getEstimate,
  getProject,
  listChangeOrders,
  listEstimatePage,
  setInstallmentWaiver,
  setPaymentSchedule,
  updateChangeOrder,
  updateEstimate,
  type ChangeOrderRecord,
  type EstimateRecord,
} from '@reno/data';
import type { EstimateInput as StoredEstimateInput } from '@reno/data';
import type { ChangeOrderInput, EstimateInput, LienWaiverPayload } from '@reno/domain';
import { createdOnce } from '../lib/http/idempotency-key';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { NotFoundError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { deleteRoute, updatedRecord } from '../lib/http/record-routes';
import { idParam } from '../lib/http/path-params';
import { optionalIdQuery } from '../lib/http/query-params';
import { ok } from '../lib/http/response';
import { pageRoute } from '../lib/http/page-route';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import { presentChangeOrder } from '../lib/presenters/change-order';
import { presentEstimate } from '../lib/presenters/estimate';
import { deleteStoredObjects, replaceWithObject } from '../lib/uploads/stored-objects';
import { recordWritesWithFile } from '../lib/uploads/record-writes-with-file';

const toStored = (input: EstimateInput, attachmentUrl: string | null): StoredEstimateInput => ({
  projectId: input.projectId,
  contractorId: input.contractorId,
  title: input.title,
  description: input.description,
  amountCents: input.amount,
  cashPercentageHundredths: input.cashPercentage,
  taxedPercentageHundredths: input.taxedPercentage,
  taxRateHundredths: input.taxRate,
  date: input.date,
  status: input.status,
  notes: input.notes,
  category: input.category,
  attachmentUrl,
});

const toStoredChangeOrder = (input: ChangeOrderInput) => ({
  title: input.title,
  description: input.description,
  amountCents: input.amount,
  status: input.status,
  date: input.date,
});

/** A lien waiver's document is claimed as an estimate's attachment is (the same types and sizes). */
const waiverFileOf = (input: LienWaiverPayload, previous: string | null) =>
  ({ value: input.fileUrl, previous, kind: 'estimate-attachment', field: 'fileUrl' }) as const;

/** A page of the household's estimates, or of one project's with ?projectId=, by id. */
const list = pageRoute(
  async (event, householdId) => {
    const projectId = optionalIdQuery(event, 'projectId', 'Invalid project');
    if (projectId !== null) await found(getProject(data, householdId, projectId), 'Project');
    return projectId;
  },
  (ctx, householdId, projectId, options) => listEstimatePage(ctx, householdId, { ...options, projectId }),
  presentEstimate,
);

const { create, update } = recordWritesWithFile({
  label: 'Estimate',
  schema: 'estimateInputSchema',
  file: { kind: 'estimate-attachment', field: 'attachmentUrl' },
  input: toStored,
  present: presentEstimate,
  get: getEstimate,
  create: createEstimate,
  update: updateEstimate,
  updated: ({ estimate }) => estimate,
});

async function get(event: ApiEvent) {
  const { householdId } = getActor(event);
  return ok(presentEstimate(await requireEstimate(householdId, idParam(event, 'Estimate'))));
}

/** Deletes the estimate and its attachment; its expenses keep existing with estimateId null. */
const remove = deleteWithFiles('Estimate', deleteEstimate);

const requireEstimate = (householdId: string, id: number) =>
  found(getEstimate(data, householdId, id), 'Estimate');

/** Sets the estimate's payment schedule (docs/product.md#payment-schedules): the owner's. */
async function replaceSchedule(event: ApiEvent) {
  return updatedRecord(event, 'Estimate', presentEstimate, async (householdId, id, edit) => {
    const input = await parseRequest('paymentScheduleInputSchema', readJsonBody(event));
    return setPaymentSchedule(data, householdId, id, input, edit);
  });
}

/** Removes the schedule; refused while an installment holds a lien waiver. */
async function removeSchedule(event: ApiEvent) {
  return updatedRecord(event, 'Estimate', presentEstimate, (householdId, id, edit) =>
    setPaymentSchedule(data, householdId, id, null, edit),
  );
}

/** The installment the path names, with its waiver's stored key; 404 when the schedule has no such one. */
async function requireInstallment(event: ApiEvent, householdId: string) {
  const estimateId = idParam(event, 'Estimate');
  const installmentId = idParam(event, 'Installment', 'installmentId');
  const estimate = await requireEstimate(householdId, estimateId);
  const installment = estimate.paymentSchedule?.installments.find(({ id }) => id === installmentId);
  if (!installment) throw new NotFoundError('Installment not found');
  return { estimateId, installmentId, waiverKey: installment.waiver?.objectKey ?? null };
}

/** Keeps a lien waiver on an installment: a fresh upload is claimed, a replaced document deleted. */
async function keepWaiver(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('lienWaiverInputSchema', readJsonBody(event));
  const { estimateId, installmentId, waiverKey } = await requireInstallment(event, householdId);
  const { estimate } = await replaceWithObject(householdId, waiverFileOf(input, waiverKey), (objectKey) =>
    setInstallmentWaiver(
      data,
      householdId,
      estimateId,
      installmentId,
      // A waiver always names a file: saveWithObject hands back null only for a null value.
      { objectKey: objectKey ?? input.fileUrl, type: input.type, payment: input.payment },
      editOf(event),
    ),
  );
  return ok(presentEstimate(estimate));
}

/** Removes an installment's lien waiver and deletes its document. */
async function removeWaiver(event: ApiEvent) {
  const { householdId } = getActor(event);
  const { estimateId, installmentId } = await requireInstallment(event, householdId);
  const { estimate, replacedObjectKey } = await setInstallmentWaiver(
    data,
    householdId,
    estimateId,
    installmentId,
    null,
    editOf(event),
  );
  await deleteStoredObjects(householdId, [replacedObjectKey]);
  return ok(presentEstimate(estimate));
}

/** The change orders of one of the caller's estimates, oldest first. */
async function listOrders(event: ApiEvent) {
  const { householdId } = getActor(event);
  const orders = await listChangeOrders(data, householdId, idParam(event, 'Estimate'));
  return ok(await withEstimate(householdId, orders));
}

async function createOrder(event: ApiEvent) {
  const { householdId } = getActor(event);
  const estimateId = idParam(event, 'Estimate');
  const input = await parseRequest('changeOrderInputSchema', readJsonBody(event));
  return createdOnce(event, presentOrderOf(householdId), (_, options) =>
    createChangeOrder(data, householdId, estimateId, toStoredChangeOrder(input), options),
  );
}

async function updateOrder(event: ApiEvent) {
  const { householdId } = getActor(event);
  return updatedRecord(event, 'Change order', presentOrderOf(householdId), async (_, id, edit) => {
    const input = await parseRequest('changeOrderInputSchema', readJsonBody(event));
    return updateChangeOrder(data, householdId, id, toStoredChangeOrder(input), edit);
  });
}

const removeOrder = deleteRoute('Change order', deleteChangeOrder);

/** Change orders on the wire, each taxed with its estimate's split and rate. */
async function withEstimate(householdId: string, orders: ChangeOrderRecord[]) {
  const estimateIds = [...new Set(orders.map((order) => order.estimateId))];
  const estimates = new Map<number, EstimateRecord>();
  for (const id of estimateIds) estimates.set(id, await requireEstimate(householdId, id));
  return orders.map((order) => presentChangeOrder(order, estimates.get(order.estimateId) as EstimateRecord));
}

const presentOrderOf = (householdId: string) => async (order: ChangeOrderRecord) =>
  (await withEstimate(householdId, [order]))[0];

export const handler = createApiHandler({
  'GET /api/estimates': list,
  'POST /api/estimates': create,
  'GET /api/estimates/{id}': get,
  'PUT /api/estimates/{id}': update,
  'DELETE /api/estimates/{id}': remove,
  'PUT /api/estimates/{id}/schedule': replaceSchedule,
  'DELETE /api/estimates/{id}/schedule': removeSchedule,
  'PUT /api/estimates/{id}/installments/{installmentId}/waiver': keepWaiver,
  'DELETE /api/estimates/{id}/installments/{installmentId}/waiver': removeWaiver,
  'GET /api/estimates/{id}/change-orders': listOrders,
  'POST /api/estimates/{id}/change-orders': createOrder,
  'PUT /api/change-orders/{id}': updateOrder,
  'DELETE /api/change-orders/{id}': removeOrder,
});
