import { roomFormSchema, type Room, type RoomFormValues } from '@reno/domain';
import { RecordFormDialog } from '../../../components/form/record-form-dialog';
import { TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { recordIn } from '../../../components/form/use-reload';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateRoom, useUpdateRoom } from '../api/room-mutations';
import { roomQueries } from '../../../entities/home/api/room-queries';

interface RoomFormDialogProps {
  open: boolean;
  /** The home a new room goes into. */
  homeId: number;
  /** The room to rename; absent to add one. */
  room?: Room | null | undefined;
  onClose: () => void;
}

/** Add or rename a room ('Add Room' / 'Edit Room', docs/product.md#homes-screen); mounted only while open. */
export function RoomFormDialog(props: RoomFormDialogProps) {
  return (
    <RecordFormDialog open={props.open} noun="Room" editing={!!props.room} onClose={props.onClose}>
      <RoomForm {...props} />
    </RecordFormDialog>
  );
}

function RoomForm({ homeId, room, onClose }: RoomFormDialogProps) {
  const editing = !!room;
  const { form, reload } = useRecordForm(
    roomFormSchema,
    room,
    (record): RoomFormValues => ({ homeId: record?.homeId ?? homeId, name: record?.name ?? '' }),
    async (client, { id, homeId: home }) => recordIn(await client.fetchQuery(roomQueries.ofHome(home)), id),
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateRoom(),
    update: useUpdateRoom(),
    editing: room,
    reload,
    successToast: {
      title: editing ? 'Room updated successfully' : 'Room added successfully',
      variant: 'success',
    },
    onSaved: onClose,
    logAs: editing ? 'Room update failed' : 'Room create failed',
    toastValidation: true,
  });
  return (
    <FormShell {...shell} label={editing ? 'Edit room' : 'Add room'}>
      <TextInput name="name" label="Name" required />
      <FormActions noun="Room" editing={editing} pending={pending} onCancel={onClose} />
    </FormShell>
  );
}
