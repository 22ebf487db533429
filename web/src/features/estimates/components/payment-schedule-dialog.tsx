import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { depositWarning, formatCents, formatMoney, scheduleAmounts, type Estimate } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { PercentInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useToast } from '../../../components/toast/use-toast';
import { milestoneQueries } from '../../../entities/milestone/api/milestone-queries';
import { describeError } from '../../../lib/api-errors';
import { changeOrderQueries } from '../api/change-order-queries';
import { useRemovePaymentSchedule, useSetPaymentSchedule } from '../api/payment-schedule-mutations';
import {
  newInstallment,
  scheduleBaseOf,
  scheduleTermsOfFields,
  scheduleToFields,
  type ScheduleFormValues,
} from '../utils/schedule-fields';
import { InstallmentEditor } from './installment-editor';

interface PaymentScheduleDialogProps {
  open: boolean;
  estimate: Estimate;
  onClose: () => void;
}

/** 'Payment schedule' (docs/product.md#payment-schedule-screens): the owner sets the estimate's installments. */
export function PaymentScheduleDialog({ open, estimate, onClose }: PaymentScheduleDialogProps) {
  return (
    <FormDialog open={open} title="Payment schedule" onClose={onClose} maxWidth="md">
      {/* Each opening starts from the estimate's schedule as it is then. */}
      {open && <PaymentScheduleForm estimate={estimate} onDone={onClose} />}
    </FormDialog>
  );
}

function PaymentScheduleForm({ estimate, onDone }: { estimate: Estimate; onDone: () => void }) {
  const form = useForm<ScheduleFormValues>({ defaultValues: scheduleToFields(estimate.paymentSchedule) });
  const list = useFieldArray({ control: form.control, name: 'installments' });
  const milestones = useQuery(milestoneQueries.forProject(estimate.projectId)).data ?? [];
  const approved = (useQuery(changeOrderQueries.forEstimate(estimate.id)).data ?? []).filter(
    (order) => order.status === 'approved',
  );
  const { shell, pending } = useSaveForm(form, {
    update: useSetPaymentSchedule(),
    editing: estimate,
    successToast: { title: 'Payment schedule saved', variant: 'success' },
    onSaved: onDone,
  });
  const remove = useRemoveSchedule(estimate, onDone);
  const listError = form.formState.errors.installments?.root ?? form.formState.errors.installments;
  const hasDeposit = list.fields[0]?.kind === 'deposit';

  return (
    <FormShell {...shell} label="Payment schedule">
      <PercentInput
        name="retainagePercentage"
        label="Retainage"
        helperText="Held back from each progress payment until the final payment"
      />
      {list.fields.map((field, index) => (
        <InstallmentEditor
          key={field.id}
          index={index}
          count={list.fields.length}
          milestones={milestones}
          changeOrders={approved}
          onMove={(to) => list.move(index, to)}
          onRemove={() => list.remove(index)}
        />
      ))}
      {typeof listError?.message === 'string' && <Alert severity="error">{listError.message}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {!hasDeposit && (
          <Button startIcon={<AddIcon />} onClick={() => list.prepend(newInstallment('deposit'))}>
            Add deposit
          </Button>
        )}
        {/* Progress payments go before the final payment, which stays last. */}
        <Button
          startIcon={<AddIcon />}
          onClick={() => list.insert(Math.max(list.fields.length - 1, 0), newInstallment('progress'))}
        >
          Add progress payment
        </Button>
      </Stack>
      <ScheduleTotals form={form} estimate={estimate} changeOrders={approved} />
      {estimate.paymentSchedule && (
        <Button color="error" onClick={remove.run} disabled={remove.pending}>
          Remove schedule
        </Button>
      )}
      <FormActions
        noun="Schedule"
        editing={!!estimate.paymentSchedule}
        createVerb="Create"
        pending={pending}
        onCancel={onDone}
      />
    </FormShell>
  );
}

/** Each installment's amount as typed, the total against the revised total, and the deposit warning. */
function ScheduleTotals({
  form,
  estimate,
  changeOrders,
}: {
  form: UseFormReturn<ScheduleFormValues>;
  estimate: Estimate;
  changeOrders: readonly { id: number; amountWithTax: string }[];
}) {
  const values = useWatch({ control: form.control }) as ScheduleFormValues;
  const terms = scheduleTermsOfFields(values);
  const amounts = scheduleAmounts(terms, scheduleBaseOf(estimate, changeOrders));
  const sum = amounts.installments.reduce((total, installment) => total + installment.amountCents, 0);
  const warning = depositWarning(terms, amounts);
  return (
    <>
      <Typography component="ul" aria-label="Installment amounts" sx={{ m: 0, pl: 2 }}>
        {amounts.installments.map((installment, index) => (
          <li key={index}>
            {`${index + 1}. ${formatCents(installment.amountCents)}`}
            {installment.retainedCents > 0 && ` (${formatCents(installment.retainedCents)} retained)`}
          </li>
        ))}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {`Total: ${formatCents(sum)} of ${formatMoney(estimate.revisedTotalWithTax)}`}
      </Typography>
      {warning && <Alert severity="warning">{warning}</Alert>}
    </>
  );
}

/** 'Remove schedule': the whole schedule goes; the estimate answers without one. */
function useRemoveSchedule(estimate: Estimate, onDone: () => void) {
  const { toast } = useToast();
  const mutation = useRemovePaymentSchedule();
  const run = () =>
    mutation.mutate(estimate, {
      onSuccess: () => {
        toast({ title: 'Payment schedule removed', variant: 'success' });
        onDone();
      },
      onError: (error) =>
        toast({
          title: 'Failed to remove payment schedule',
          description: describeError(error).message,
          variant: 'destructive',
        }),
    });
  return { run, pending: mutation.isPending };
}
