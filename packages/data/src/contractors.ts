// Contractors: the free-plan limit (3) is a condition of the create transaction. The delete cascade
// lives in cascades/contractor-cascade.ts.
import { itemFieldsReader } from './item-fields';
import type { Contractor } from '@reno/domain';
import type { DataContext } from './context';
import { householdContractors } from './access-patterns';
import { contractorKey } from './keys';
import type { EditOptions } from './edits';
import type { ListPageOptions } from './list-pages';
import {
  recordCreator,
  readRecordPage,
  recordFields,
  recordGetter,
  recordLister,
  recordsGetter,
  updateRecord,
} from './records';
import type { Item } from './requests';
import { countWithinPlanLimit } from './user-counters';
import { optionalText, requireCents, requireText } from './validate';

export interface ContractorInput {
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  specialty?: string | null;
  hourlyRateCents?: number | null;
  notes?: string | null;
}

/** A contractor as stored: what the API answers (Contractor) with the rate in cents, and when it last changed. */
export interface ContractorRecord extends Omit<Contractor, 'hourlyRate'> {
  hourlyRateCents: number | null;
  updatedAt: string;
}

const contractorFieldsOf = itemFieldsReader({
  text: ['name'],
  optionalText: ['company', 'email', 'phone', 'specialty', 'notes'],
  optionalNumber: ['hourlyRateCents'],
});

export function toContractorRecord(item: Item): ContractorRecord {
  return { ...recordFields(item), ...contractorFieldsOf(item) };
}

function contractorFields(input: ContractorInput) {
  return {
    name: requireText('name', input.name),
    company: optionalText(input.company),
    email: optionalText(input.email),
    phone: optionalText(input.phone),
    specialty: optionalText(input.specialty),
    hourlyRateCents:
      input.hourlyRateCents === null || input.hourlyRateCents === undefined
        ? null
        : requireCents('hourlyRateCents', input.hourlyRateCents),
    notes: optionalText(input.notes),
  };
}

/** UpdateItem(sequence) + one TransactWriteItems; throws PlanLimitError('contractors') on Free at 3. */
export const createContractor = recordCreator({
  kind: { entity: 'contractor', keyOf: contractorKey },
  fieldsOf: contractorFields,
  attempt: ({ householdId, fields, base, now }) => {
    const item = { ...base, ...fields };
    return {
      item,
      result: toContractorRecord(item),
      alongside: (transaction) => countWithinPlanLimit(transaction, householdId, 'contractors', now),
    };
  },
});

/** One GetItem; null when missing or not this user's. */
export const getContractor = recordGetter(contractorKey, toContractorRecord);

/** The contractors of `ids` that exist, in no set order: BatchGetItem of their keys (100 a request). */
export const getContractors = recordsGetter(contractorKey, toContractorRecord);

/** One Query on the household's partition (CONTRACTOR# prefix), oldest first. */
export const listContractors = recordLister(householdContractors, toContractorRecord);

/** One page of the household's contractors, oldest first: one Query (list-pages.ts). */
export const listContractorPage = (ctx: DataContext, householdId: string, options: ListPageOptions) =>
  readRecordPage(ctx, householdContractors(householdId), toContractorRecord, options);

/** Replaces the editable fields: GetItem + one TransactWriteItems (updateRecord); NotFoundError, StaleEditError. */
export async function updateContractor(
  ctx: DataContext,
  householdId: string,
  contractorId: number,
  input: ContractorInput,
  edit: EditOptions = {},
): Promise<ContractorRecord> {
  const fields = contractorFields(input);
  const record = {
    entity: 'contractor',
    key: contractorKey(householdId, contractorId),
    id: contractorId,
  } as const;
  return updateRecord(ctx, record, edit, () => ({ set: fields }), toContractorRecord);
}
