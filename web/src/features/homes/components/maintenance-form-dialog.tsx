import {
  maintenanceTaskFormSchema,
  todayLocalDateString,
  type MaintenanceTask,
  type MaintenanceTaskFormValues,
} from '@reno/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { RecordFormDialog } from '../../../components/form/record-form-dialog';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { recordIn } from '../../../components/form/use-reload';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import {
  useCreateMaintenanceTask,
  useUpdateMaintenanceTask,
} from '../../../entities/maintenance/api/maintenance-mutations';
import { maintenanceQueries } from '../../../entities/maintenance/api/maintenance-queries';
import { roomQueries } from '../../../entities/home/api/room-queries';
import { homeItemQueries } from '../../../entities/home-item/api/home-item-queries';

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

/** The items of the home's rooms, to choose the task's item from: 'Furnace (Basement)'. */
function useItemOptions(homeId: number) {
  const rooms = useQuery(roomQueries.ofHome(homeId)).data ?? [];
  const items = useQueries({ queries: rooms.map((room) => homeItemQueries.ofRoom(room.id)) });
  return rooms.flatMap((room, index) =>
    (items[index]?.data ?? []).map((item) => ({
      value: String(item.id),
      label: `${item.name} (${room.name})`,
    })),
  );
}

/** Add or change a maintenance task (docs/product.md#homes-screen); mounted only while open. */
export function MaintenanceFormDialog(props: MaintenanceFormDialogProps) {
  return (
    <RecordFormDialog open={props.open} noun="Task" editing={!!props.task} onClose={props.onClose}>
      <MaintenanceForm {...props} />
    </RecordFormDialog>
  );
}

function MaintenanceForm({ homeId, task, onClose }: MaintenanceFormDialogProps) {
  const editing = !!task;
  const { form, reload } = useRecordForm(
    maintenanceTaskFormSchema,
    task,
    (record): MaintenanceTaskFormValues => ({
      homeId: record?.homeId ?? homeId,
      itemId: record?.itemId ?? '',
      name: record?.name ?? '',
      notes: record?.notes ?? '',
      rule: record?.rule ?? 'every',
      intervalMonths: String(record?.intervalMonths ?? 3),
      startDate: record?.startDate ?? todayLocalDateString(),
    }),
    async (client, { id, homeId: home }) =>
      recordIn(await client.fetchQuery(maintenanceQueries.ofHome(home)), id),
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
  const items = useItemOptions(task?.homeId ?? homeId);
  return (
    <FormShell {...shell} label={editing ? 'Edit task' : 'Add task'}>
      <TextInput name="name" label="Name" required />
      <SelectInput name="itemId" label="Item" emptyOption="The whole home" options={items} />
      <SelectInput name="rule" label="Repeats" required options={RULES} />
      <TextInput name="intervalMonths" label="Months" type="number" required />
      <DateInput name="startDate" label="First due" required />
      <TextInput name="notes" label="Notes" multiline />
      <FormActions noun="Task" editing={editing} pending={pending} onCancel={onClose} />
    </FormShell>
  );
}
