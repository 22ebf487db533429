import type { Contractor } from '@reno/domain';
import type { ContractorRecord } from '@reno/data';
import { optionalMoney } from './optional-decimals';
import { presentStamps } from './record-edits';

export function presentContractor(contractor: ContractorRecord): Contractor {
  return {
    id: contractor.id,
    userId: contractor.userId,
    name: contractor.name,
    company: contractor.company,
    email: contractor.email,
    phone: contractor.phone,
    specialty: contractor.specialty,
    hourlyRate: optionalMoney(contractor.hourlyRateCents),
    notes: contractor.notes,
    ...presentStamps(contractor),
  };
}
