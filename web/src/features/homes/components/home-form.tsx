import { homeFormSchema, type Home } from '@reno/domain';
import { FieldRow } from '../../../components/form/field-row';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { recordIn } from '../../../components/form/use-reload';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateHome, useUpdateHome } from '../../../entities/home/api/home-mutations';
import { homeQueries } from '../../../entities/home/api/home-queries';

function homeToFields(home?: Home | null) {
  return {
    name: home?.name ?? '',
    address: home?.address ?? '',
    yearBuilt: home?.yearBuilt === null || home?.yearBuilt === undefined ? '' : String(home.yearBuilt),
    purchaseDate: home?.purchaseDate ?? '',
    purchasePrice: home?.purchasePrice ?? '',
    settlementCosts: home?.settlementCosts ?? '',
  };
}

interface HomeFormProps {
  home?: Home | null | undefined;
  onSaved: (home: Home) => void;
  onCancel: () => void;
}

/**
 * The home form (docs/product.md#home-form): 'Name *', address, year built, and the purchase a cost basis
 * starts from. Field issues land on their fields with the 'Validation Error' toast.
 */
export function HomeForm({ home, onSaved, onCancel }: HomeFormProps) {
  const editing = !!home;
  const { form, reload } = useRecordForm(homeFormSchema, home, homeToFields, async (client, { id }) =>
    recordIn(await client.fetchQuery(homeQueries.list()), id),
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateHome(),
    update: useUpdateHome(),
    editing: home,
    reload,
    successToast: {
      title: editing ? 'Home updated successfully' : 'Home added successfully',
      variant: 'success',
    },
    onSaved,
    logAs: editing ? 'Home update failed' : 'Home create failed',
    toastValidation: true,
  });

  return (
    <FormShell {...shell} label={editing ? 'Edit home' : 'Add home'}>
      <TextInput name="name" label="Name" required />
      <TextInput
        name="address"
        label="Address"
        slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
      />
      <FieldRow>
        <TextInput
          name="yearBuilt"
          label="Year Built"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <DateInput name="purchaseDate" label="Purchase Date" />
      </FieldRow>
      <FieldRow>
        <MoneyInput name="purchasePrice" label="Purchase Price" />
        <MoneyInput name="settlementCosts" label="Settlement Costs" />
      </FieldRow>
      <FormActions noun="Home" editing={editing} pending={pending} onCancel={onCancel} />
    </FormShell>
  );
}
