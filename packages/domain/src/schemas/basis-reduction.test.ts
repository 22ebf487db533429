import { describe, expect, it } from 'vitest';
import { basisReductionFormSchema } from './basis-reduction';

describe('basisReductionFormSchema', () => {
  it('sends the amount as a 2-decimal string and the kind as its value', () => {
    expect(
      basisReductionFormSchema.parse({
        homeId: 3,
        kind: 'Insurance reimbursement',
        amount: '1,200.5',
        date: '2026-04-02',
        description: ' Hail damage ',
      }),
    ).toEqual({
      homeId: 3,
      kind: 'insurance_reimbursement',
      amount: '1200.50',
      date: '2026-04-02',
      description: 'Hail damage',
    });
  });
});
