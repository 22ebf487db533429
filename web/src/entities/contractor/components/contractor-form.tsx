import { CONTRACTOR_SPECIALTIES, contractorFormSchema, type Contractor } from '@reno/domain';
import { optionsOf, SelectInput } from '../../../components/form/choice-fields';
import { TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import { contractorQueries } from '../api/contractor-queries';
import { useCreateContractor, useUpdateContractor } from '../api/contractor-mutations';
import { FieldRow } from '../../../components/form/field-row';

function contractorToFields(contractor?: Contractor | null) {
  return {
    name: contractor?.name ?? '',
    company: contractor?.company ?? '',
    email: contractor?.email ?? '',
    phone: contractor?.phone ?? '',
    specialty: contractor?.specialty ?? '',
    hourlyRate: contractor?.hourlyRate ?? '',
    notes: contractor?.notes ?? '',
  };
}

const SPECIALTY_OPTIONS = optionsOf(CONTRACTOR_SPECIALTIES);

interface ContractorFormProps {
  contractor?: Contractor | null | undefined;
  onSaved: (contractor: Contractor) => void;
  /** The server refused a create for the plan's limit. */
  onLimitReached: () => void;
  onCancel: () => void;
}

/**
 * The contractor form (docs/product.md#contractor-form): 'Name *', email of type email, hourly rate '' →
 * null, specialty from the list. Failures are logged; field issues also raise the 'Validation Error' toast,
 * and any other failure shows above the fields.
 */
export function ContractorForm({ contractor, onSaved, onLimitReached, onCancel }: ContractorFormProps) {
  const editing = !!contractor;
  const { form, reload } = useRecordForm(
    contractorFormSchema,
    contractor,
    contractorToFields,
    (client, { id }) => client.fetchQuery(contractorQueries.detail(id)),
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateContractor(),
    update: useUpdateContractor(),
    editing: contractor,
    reload,
    successToast: {
      title: editing ? 'Contractor updated successfully' : 'Contractor added successfully',
      variant: 'success',
    },
    onSaved,
    logAs: editing ? 'Contractor update failed' : 'Contractor create failed',
    onUpgradeRequired: editing ? undefined : onLimitReached,
    toastValidation: true,
  });

  return (
    <FormShell {...shell} label={editing ? 'Edit contractor' : 'Add contractor'}>
      <TextInput name="name" label="Name" required />
      <TextInput name="company" label="Company" />
      <FieldRow>
        <TextInput
          name="email"
          label="Email"
          type="email"
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        <TextInput name="phone" label="Phone" type="tel" slotProps={{ htmlInput: { autoComplete: 'tel' } }} />
      </FieldRow>
      <FieldRow>
        <SelectInput
          name="specialty"
          label="Specialty"
          emptyOption="No specialty"
          options={SPECIALTY_OPTIONS}
        />
        <MoneyInput name="hourlyRate" label="Hourly Rate" unit="/hr" />
      </FieldRow>
      <TextInput name="notes" label="Notes" multiline />
      <FormActions noun="Contractor" editing={editing} pending={pending} onCancel={onCancel} />
    </FormShell>
  );
}
