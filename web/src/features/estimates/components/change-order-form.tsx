import { changeOrderFormSchema, type ChangeOrder } from '@reno/domain';
import { recordIn } from '../../../components/form/use-reload';
import { useRecordForm } from '../../../components/form/use-record-form';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateChangeOrder, useUpdateChangeOrder } from '../api/change-order-mutations';
import { changeOrderQueries } from '../api/change-order-queries';
import { changeOrderToFields } from '../utils/change-order-fields';
import { FieldRow } from '../../../components/form/field-row';

interface ChangeOrderFormProps {
  estimateId: number;
  /** The change order to edit; null to add one. */
  order: ChangeOrder | null;
  onDone: () => void;
}

/** Title, description, a signed amount (a credit is negative) and the date of a change order. */
export function ChangeOrderForm({ estimateId, order, onDone }: ChangeOrderFormProps) {
  const editing = !!order;
  const { form, reload } = useRecordForm(
    changeOrderFormSchema,
    order,
    changeOrderToFields,
    async (client, { id }) =>
      recordIn(await client.fetchQuery(changeOrderQueries.forEstimate(estimateId)), id),
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateChangeOrder(estimateId),
    update: useUpdateChangeOrder(),
    editing: order,
    reload,
    successToast: {
      title: editing ? 'Change order updated' : 'Change order added',
      variant: 'success',
    },
    onSaved: onDone,
    logAs: 'Change order save failed',
  });

  return (
    <FormShell {...shell} label={editing ? 'Edit change order' : 'Add change order'}>
      <TextInput name="title" label="Title" required />
      <TextInput name="description" label="Description" multiline />
      <FieldRow>
        <MoneyInput name="amount" label="Amount" required helperText="Before tax; negative for a credit" />
        <DateInput name="date" label="Date" required />
      </FieldRow>
      <FormActions noun="Change Order" editing={editing} pending={pending} onCancel={onDone} />
    </FormShell>
  );
}
