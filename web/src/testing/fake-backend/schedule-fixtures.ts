import { paymentScheduleInputSchema, type Estimate } from '@reno/domain';
import { makeEstimate } from './estimate-handlers';
import { storedSchedule } from './payment-schedule-fake';

/** A schedule as the fake stores it, from a PUT body (docs/product.md#validation-payment-schedule). */
export function scheduleOf(body: unknown) {
  return storedSchedule(null, paymentScheduleInputSchema.parse(body));
}

/**
 * $20,000 without tax: a 10% deposit, 'Framing' 45% due Dec 4, 2030, 'Drywall' 45% when milestone 3
 * completes, 5% retainage, the final payment when milestone 3 completes.
 */
export const kitchenSchedule = () =>
  scheduleOf({
    retainagePercentage: '5.00',
    installments: [
      { kind: 'deposit', percentage: '10', dueDate: '2030-11-01' },
      { kind: 'progress', label: 'Framing', percentage: '45', dueDate: '2030-12-04' },
      { kind: 'progress', label: 'Drywall', percentage: '45', milestoneId: 3 },
      { kind: 'final', milestoneId: 3 },
    ],
  });

/** 'Framing crew' (id 21, project 1): an approved $20,000 quote without tax, with `paymentSchedule`. */
export const framingEstimate = (paymentSchedule: Estimate['paymentSchedule']) =>
  makeEstimate({
    id: 21,
    projectId: 1,
    contractorId: 11,
    title: 'Framing crew',
    amount: '20000.00',
    taxRate: '0.00',
    status: 'approved',
    paymentSchedule,
  });
