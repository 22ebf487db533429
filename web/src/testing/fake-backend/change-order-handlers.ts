import {
  centsToDecimal,
  changeOrderInputSchema,
  changeOrderWithTaxCents,
  toCents,
  toHundredths,
  type ChangeOrder,
  type ChangeOrderInput,
  type Estimate,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { deleted, idOf, invalidInput, json, notFound, route } from './fake-route';
import { editedBy, madeBy } from './fake-edits';

/** The estimate's own cash/taxed split and rate, which its change orders are taxed with. */
export function estimateRates(estimate: Pick<Estimate, 'cashPercentage' | 'taxedPercentage' | 'taxRate'>) {
  return {
    cashHundredths: toHundredths(estimate.cashPercentage) ?? 0,
    taxedHundredths: toHundredths(estimate.taxedPercentage) ?? 0,
    taxRateHundredths: toHundredths(estimate.taxRate) ?? 0,
  };
}

/** A change order as the API answers it: taxed with its estimate's split and rate, in its project. */
function asAnswered(order: ChangeOrder, estimate: Estimate): ChangeOrder {
  return {
    ...order,
    projectId: estimate.projectId,
    amountWithTax: centsToDecimal(
      changeOrderWithTaxCents(estimateRates(estimate), toCents(order.amount) ?? 0),
    ),
  };
}

const fromInput = (input: ChangeOrderInput) => ({ ...input, amount: centsToDecimal(input.amount) });

/**
 * The change orders of an estimate: listed and created under the estimate (404 when it is not there),
 * changed and deleted by their own id, written through the domain schema.
 */
export function changeOrderHandlers({ db, nextId, me }: FakeBackend): HttpHandler[] {
  const estimateOf = (idText: string | undefined) =>
    db.estimates.find((estimate) => estimate.id === idOf(idText));
  const withEstimate = (idText: string | undefined) => {
    const order = db.changeOrders.find((candidate) => candidate.id === idOf(idText));
    const estimate = order && db.estimates.find((candidate) => candidate.id === order.estimateId);
    return order && estimate ? { order, estimate } : null;
  };

  return [
    route('GET', '/api/estimates/{id}/change-orders', ({ params }) => {
      const estimate = estimateOf(params.id);
      if (!estimate) return notFound('Estimate');
      const orders = db.changeOrders.filter((order) => order.estimateId === estimate.id);
      return json(
        200,
        orders.map((order) => asAnswered(order, estimate)),
      );
    }),
    route('POST', '/api/estimates/{id}/change-orders', ({ params, body }) => {
      const parsed = changeOrderInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const estimate = estimateOf(params.id);
      if (!estimate) return notFound('Estimate');
      const order = asAnswered(
        {
          ...fromInput(parsed.data),
          id: nextId(),
          estimateId: estimate.id,
          projectId: estimate.projectId,
          amountWithTax: '0.00',
          createdAt: new Date().toISOString(),
          ...madeBy(me()),
        },
        estimate,
      );
      db.changeOrders.push(order);
      return json(201, order);
    }),
    route('PUT', '/api/change-orders/{id}', ({ params, body, headers }) => {
      const parsed = changeOrderInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const found = withEstimate(params.id);
      if (!found) return notFound('Change order');
      const edits = editedBy(found.order, me(), headers, 'change order');
      if (edits instanceof Response) return edits;
      const updated = asAnswered({ ...found.order, ...fromInput(parsed.data), ...edits }, found.estimate);
      db.changeOrders[db.changeOrders.indexOf(found.order)] = updated;
      return json(200, updated);
    }),
    route('DELETE', '/api/change-orders/{id}', ({ params }) => {
      const found = withEstimate(params.id);
      if (!found) return notFound('Change order');
      db.changeOrders = db.changeOrders.filter((order) => order !== found.order);
      // It leaves the revised total, and the installment it was placed on (as the data layer does).
      for (const installment of found.estimate.paymentSchedule?.installments ?? [])
        installment.changeOrderIds = installment.changeOrderIds.filter((id) => id !== found.order.id);
      return deleted('Change order');
    }),
  ];
}
