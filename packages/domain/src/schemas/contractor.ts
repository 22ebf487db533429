// Contractors (docs/product.md#record-contractor, docs/product.md#validation-contractor).
// Inputs never carry id, userId or createdAt.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import {
  CONTRACTOR_SPECIALTIES,
  MAX_HOURLY_RATE_CENTS,
  MAX_SHORT_TEXT_LENGTH,
  type ContractorSpecialty,
} from '../constants';
import { centsToDecimal } from '../money';
import {
  formSchema,
  matchIn,
  optionalCents,
  optionalChoice,
  optionalEmail,
  optionalLongText,
  optionalShortText,
  requiredText,
} from './fields';

export const CONTRACTOR_MESSAGES = {
  name: 'Name is required',
  email: 'Invalid email address',
  hourlyRate: 'Hourly rate must be a valid number',
  hourlyRateMax: 'Hourly rate must be at most $999,999.99',
  specialty: 'Invalid specialty',
} as const;

/** POST/PUT /api/contractors → hourlyRate in cents or null ('' → null); specialty from the fixed list. */
export const contractorInputSchema = z.object({
  name: requiredText({ required: CONTRACTOR_MESSAGES.name, max: MAX_SHORT_TEXT_LENGTH, label: 'Name' }),
  company: optionalShortText('Company'),
  email: optionalEmail(CONTRACTOR_MESSAGES.email),
  phone: optionalShortText('Phone'),
  specialty: optionalChoice<ContractorSpecialty>({
    normalize: matchIn(CONTRACTOR_SPECIALTIES),
    invalid: CONTRACTOR_MESSAGES.specialty,
  }),
  hourlyRate: optionalCents({
    message: CONTRACTOR_MESSAGES.hourlyRate,
    max: MAX_HOURLY_RATE_CENTS,
    maxMessage: CONTRACTOR_MESSAGES.hourlyRateMax,
  }),
  notes: optionalLongText('Notes'),
});
export type ContractorInput = z.output<typeof contractorInputSchema>;

/** What the web sends for a contractor. */
export interface ContractorPayload extends Omit<ContractorInput, 'hourlyRate'> {
  hourlyRate: string | null;
}

/** The contractor form's values. */
export interface ContractorFormValues {
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  specialty?: string | null;
  hourlyRate?: string | number | null;
  notes?: string | null;
}

export const contractorFormSchema = formSchema<ContractorFormValues>()(
  contractorInputSchema,
  (contractor): ContractorPayload => ({
    ...contractor,
    hourlyRate: contractor.hourlyRate === null ? null : centsToDecimal(contractor.hourlyRate),
  }),
);

/** A contractor as the API returns it. */
export interface Contractor extends RecordEdits {
  id: number;
  userId: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  specialty: string | null;
  hourlyRate: string | null;
  notes: string | null;
  createdAt: string;
}
