import { zodResolver } from '@hookform/resolvers/zod';
import { maintenanceTaskFormSchema, todayLocalDateString, type MaintenanceTask } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { recordIn, useReload } from '../../../components/form/use-reload';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateMaintenanceTask, useUpdateMaintenanceTask } from '../api/maintenance-mutations';
import { maintenanceQueries } from '../api/maintenance-queries';

interface MaintenanceFormDialogProps {
  open: boolean;
  /** The home a new task goes into. */
  homeId: number;
  /** The task to change; absent to add one. */
  task?: MaintenanceTask | null | undefined;
  onClose: () => void;
}

const RULES = [
  { value: 'every', label: 'Every N months (a fixed schedule)' },
  { value: 'after', label: 'N months after it was last done' },
];

/** Add or change a maintenance task (docs/product.md#homes-screen); mounted only while open. */
export function MaintenanceFormDialog(props: MaintenanceFormDialogProps) {
  if (!props.open) return null;
  return (
    <FormDialog open onClose={props.onClose} title={props.task ? 'Edit Task' : 'Add Task'}>
      <MaintenanceForm {...props} />
    </FormDialog>
  );
}

function MaintenanceForm({ homeId, task, onClose }: MaintenanceFormDialogProps) {
  const editing = !!task;
  const toFields = (record?: MaintenanceTask | null) => ({
    homeId: record?.homeId ?? homeId,
    name: record?.name ?? '',
    notes: record?.notes ?? '',
    rule: record?.rule ?? 'every',
    intervalMonths: String(record?.intervalMonths ?? 3),
    startDate: record?.startDate ?? todayLocalDateString(),
  });
  const form = useForm({ resolver: zodResolver(maintenanceTaskFormSchema), defaultValues: toFields(task) });
  const reload = useReload(
    form,
    task,
    async (client, { id, homeId: home }) =>
      recordIn(await client.fetchQuery(maintenanceQueries.ofHome(home)), id),
    toFields,
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateMaintenanceTask(),
    update: useUpdateMaintenanceTask(),
    editing: task,
    reload,
    successToast: {
      title: editing ? 'Task updated successfully' : 'Task added successfully',
      variant: 'success',
    },
    onSaved: onClose,
    logAs: editing ? 'Maintenance task update failed' : 'Maintenance task create failed',
    toastValidation: true,
  });
  return (
    <FormShell {...shell} label={editing ? 'Edit task' : 'Add task'}>
      <TextInput name="name" label="Name" required />
      <SelectInput name="rule" label="Repeats" required options={RULES} />
      <TextInput name="intervalMonths" label="Months" type="number" required />
      <DateInput name="startDate" label="First due" required />
      <TextInput name="notes" label="Notes" multiline />
      <FormActions noun="Task" editing={editing} pending={pending} onCancel={onClose} />
    </FormShell>
  );
}
