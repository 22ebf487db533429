import type { Expense } from '@reno/domain';
import { makeEstimate } from '../../../testing/fake-backend/estimate-handlers';

/**
 * The estimates screens' approved estimate 21 of Alice (contractor 11) on project 1:
 * 1000 × (30 % cash + 70 % taxed at 13 %) = 300 + 700 + 91 = 1,091.00, paid by the expenses that name it.
 */
export function rewireKitchen(paid: Expense[], extra: Partial<Parameters<typeof makeEstimate>[0]> = {}) {
  return makeEstimate(
    {
      id: 21,
      projectId: 1,
      contractorId: 11,
      title: 'Rewire kitchen',
      amount: '1000.00',
      cashPercentage: '30.00',
      taxedPercentage: '70.00',
      taxRate: '13.00',
      status: 'approved',
      ...extra,
    },
    paid,
  );
}
