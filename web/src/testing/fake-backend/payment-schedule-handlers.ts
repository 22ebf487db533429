import {
  changeOrderWithTaxCents,
  formatCents,
  PAYMENT_SCHEDULE_MESSAGES,
  lienWaiverInputSchema,
  paymentScheduleInputSchema,
  scheduleAmounts,
  toCents,
  type ApiIssue,
  type Estimate,
  type PaymentScheduleView,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { editedBy } from './fake-edits';
import { idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { estimateRates } from './change-order-handlers';
import { scheduleTermsOf, storedSchedule } from './payment-schedule-fake';

const M = PAYMENT_SCHEDULE_MESSAGES;

/** What the data layer refuses of a schedule that is well formed but does not fit its estimate. */
function scheduleMisfits(estimate: Estimate, next: PaymentScheduleView, backend: FakeBackend): ApiIssue[] {
  const { db } = backend;
  const orders = db.changeOrders.filter((order) => order.estimateId === estimate.id);
  const issues: ApiIssue[] = [];
  next.installments.forEach((installment, index) => {
    if (installment.changeOrderIds.some((id) => !orders.some((order) => order.id === id)))
      issues.push({ path: ['installments', index, 'changeOrderIds'], message: M.unknownChangeOrder });
  });
  const staying = new Set(next.installments.map((installment) => installment.id));
  const droppedWaiver = (estimate.paymentSchedule?.installments ?? []).some(
    (installment) => installment.waiver && !staying.has(installment.id),
  );
  if (droppedWaiver) issues.push({ path: ['installments'], message: M.waiverKept });
  if (issues.length === 0) {
    const base = {
      totalWithTaxCents: toCents(estimate.totalWithTax) ?? 0,
      approvedChangeOrders: orders
        .filter((order) => order.status === 'approved')
        .map((order) => ({
          id: order.id,
          withTaxCents: changeOrderWithTaxCents(estimateRates(estimate), toCents(order.amount) ?? 0),
        })),
    };
    const amounts = scheduleAmounts(scheduleTermsOf(next), base);
    if (amounts.overAllocatedCents > 0)
      issues.push({ path: ['installments'], message: M.overTotal(formatCents(amounts.totalCents)) });
  }
  return issues;
}

/**
 * An estimate's payment schedule (PUT/DELETE /api/estimates/{id}/schedule, the owner's) and its
 * installments' lien waivers (PUT/DELETE …/installments/{installmentId}/waiver, an editor's): each an edit
 * of the estimate on the version it names, answered with the estimate.
 */
export function paymentScheduleHandlers(
  backend: FakeBackend,
  refreshed: (estimate: Estimate) => Estimate,
): HttpHandler[] {
  const { db, me } = backend;
  const find = (idText: string | undefined) => db.estimates.find((estimate) => estimate.id === idOf(idText));
  const save = (existing: Estimate, headers: Headers, schedule: PaymentScheduleView | null) => {
    const edits = editedBy(existing, me(), headers, 'estimate');
    if (edits instanceof Response) return edits;
    const updated = refreshed({ ...existing, paymentSchedule: schedule, ...edits });
    db.estimates[db.estimates.indexOf(existing)] = updated;
    return json(200, updated);
  };
  const milestoneMissing = (estimate: Estimate, schedule: PaymentScheduleView) =>
    schedule.installments.some(
      ({ milestoneId }) =>
        milestoneId !== null &&
        !db.milestones.some(
          (milestone) => milestone.id === milestoneId && milestone.projectId === estimate.projectId,
        ),
    );
  const waiverRoute = (method: 'PUT' | 'DELETE') =>
    route(method, '/api/estimates/{id}/installments/{installmentId}/waiver', ({ params, body, headers }) => {
      // Checked by the API's own schema, so the fake cannot drift from its messages.
      const parsed = method === 'PUT' ? lienWaiverInputSchema.safeParse(body) : null;
      if (parsed && !parsed.success) return invalidInput(parsed.error.issues);
      const existing = find(params.id);
      if (!existing) return notFound('Estimate');
      const schedule = existing.paymentSchedule;
      const installmentId = idOf(params.installmentId);
      if (!schedule?.installments.some((installment) => installment.id === installmentId))
        return notFound('Installment');
      const waiver = parsed?.data ?? null;
      const installments = schedule.installments.map((installment) =>
        installment.id === installmentId
          ? {
              ...installment,
              waiver: waiver && { fileUrl: waiver.fileUrl, type: waiver.type, payment: waiver.payment },
            }
          : installment,
      );
      return save(existing, headers, { ...schedule, installments });
    });

  return [
    route('PUT', '/api/estimates/{id}/schedule', ({ params, body, headers }) => {
      const parsed = paymentScheduleInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const existing = find(params.id);
      if (!existing) return notFound('Estimate');
      const known = new Set(
        (existing.paymentSchedule?.installments ?? []).map((installment) => installment.id),
      );
      const unknown = parsed.data.installments.findIndex(
        (draft) => draft.id !== null && !known.has(draft.id),
      );
      if (unknown >= 0)
        return validationFailed([{ path: ['installments', unknown, 'id'], message: M.unknownInstallment }]);
      const next = storedSchedule(existing.paymentSchedule, parsed.data);
      const issues = scheduleMisfits(existing, next, backend);
      if (issues.length > 0) return validationFailed(issues);
      if (milestoneMissing(existing, next)) return notFound('Milestone');
      return save(existing, headers, next);
    }),
    route('DELETE', '/api/estimates/{id}/schedule', ({ params, headers }) => {
      const existing = find(params.id);
      if (!existing) return notFound('Estimate');
      if (existing.paymentSchedule?.installments.some((installment) => installment.waiver))
        return validationFailed([{ path: ['installments'], message: M.waiverKept }]);
      return save(existing, headers, null);
    }),
    waiverRoute('PUT'),
    waiverRoute('DELETE'),
  ];
}
