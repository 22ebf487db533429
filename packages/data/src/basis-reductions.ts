// Basis reductions (issue 54, docs/product.md#record-basis-reduction): the credits, subsidies, rebates and insurance
// reimbursements recorded against a home. Each lives in the household's partition (BASISREDUCTION#<id>) and in
// its home's partition of the projectItems index, so a home's reductions are one Query. The home keeps their
// count and sum (`basisReductionCount`, `basisReductionsCents`) in the same transaction as the create and the
// delete; a home with reductions is not deleted (homes.ts).
import { FIRST_HOME_ID, type BasisReduction, type BasisReductionKind } from '@reno/domain';
import type { DataContext } from './context';
import { homeBasisReductions } from './access-patterns';
import { NotFoundError } from './errors';
import { itemFieldsReader } from './item-fields';
import { basisReductionInHome, basisReductionKey, homeKey } from './keys';
import { recordCreator, recordFields, recordGetter, recordLister } from './records';
import type { Item } from './requests';
import { ensureFirstHome } from './homes';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { requireCalendarDate, requireCents, requireId, requireText } from './validate';

interface BasisReductionInput {
  homeId: number;
  kind: BasisReductionKind;
  amountCents: number;
  date: string;
  description: string;
}

/** A reduction as stored: what the API answers, with the amount in cents. */
export interface BasisReductionRecord extends Omit<BasisReduction, 'amount'> {
  amountCents: number;
}

const reductionFieldsOf = itemFieldsReader({
  text: ['date', 'description'],
  number: ['homeId', 'amountCents'],
});

function toBasisReductionRecord(item: Item): BasisReductionRecord {
  return {
    ...recordFields(item),
    ...reductionFieldsOf(item),
    kind: String(item.kind) as BasisReductionKind,
  };
}

const reductionFields = (input: BasisReductionInput) => ({
  homeId: requireId('homeId', input.homeId),
  kind: input.kind,
  amountCents: requireCents('amountCents', input.amountCents),
  date: requireCalendarDate('date', input.date),
  description: requireText('description', input.description),
});

/** Counts a reduction into (sign 1) or out of (-1) its home's aggregates; the home must exist (NotFoundError). */
function countReduction(
  transaction: TransactionBuilder,
  householdId: string,
  reduction: { homeId: number; amountCents: number },
  sign: 1 | -1,
) {
  transaction.update(
    homeKey(householdId, reduction.homeId),
    {
      add: [
        { path: ['basisReductionCount'], delta: sign },
        { path: ['basisReductionsCents'], delta: sign * reduction.amountCents },
      ],
    },
    { condition: conditions.exists, onConditionFailed: () => new NotFoundError('home', reduction.homeId) },
  );
}

/** UpdateItem (sequence) + one TransactWriteItems: the reduction, and its home's aggregates (NotFoundError). */
export const createBasisReduction = recordCreator({
  kind: { entity: 'basisReduction', keyOf: basisReductionKey },
  fieldsOf: reductionFields,
  // The first home may never have been asked for: it is made before a reduction goes into it.
  ready: async (ctx, householdId, fields, options) => {
    if (fields.homeId === FIRST_HOME_ID) await ensureFirstHome(ctx, householdId, options.by);
  },
  attempt: ({ householdId, fields, base }) => {
    const item = { ...base, ...fields, ...basisReductionInHome(householdId, fields.homeId, base.id) };
    return {
      item,
      result: toBasisReductionRecord(item),
      alongside: (transaction) => countReduction(transaction, householdId, fields, 1),
    };
  },
});

const getBasisReduction = recordGetter(basisReductionKey, toBasisReductionRecord);

/** A home's reductions by id: one Query (homeBasisReductions). */
export const listBasisReductions = recordLister(homeBasisReductions, toBasisReductionRecord);

/** GetItem + one TransactWriteItems: the reduction (while it exists) and its home's aggregates. */
export async function deleteBasisReduction(
  ctx: DataContext,
  householdId: string,
  reductionId: number,
): Promise<BasisReductionRecord> {
  return runTransaction(async () => {
    const reduction = await getBasisReduction(ctx, householdId, reductionId);
    if (!reduction) throw new NotFoundError('basisReduction', reductionId);
    const transaction = new TransactionBuilder(ctx).delete(basisReductionKey(householdId, reductionId), {
      condition: conditions.exists,
      onConditionFailed: () => new ConcurrencyRetry('reduction deleted meanwhile'),
    });
    countReduction(transaction, householdId, reduction, -1);
    return { transaction, result: reduction };
  });
}
