import { zodResolver } from '@hookform/resolvers/zod';
import { roomFormSchema, type Room } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { recordIn, useReload } from '../../../components/form/use-reload';
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
  if (!props.open) return null;
  return (
    <FormDialog open onClose={props.onClose} title={props.room ? 'Edit Room' : 'Add Room'}>
      <RoomForm {...props} />
    </FormDialog>
  );
}

function RoomForm({ homeId, room, onClose }: RoomFormDialogProps) {
  const editing = !!room;
  const toFields = (record?: Room | null) => ({ homeId: record?.homeId ?? homeId, name: record?.name ?? '' });
  const form = useForm({ resolver: zodResolver(roomFormSchema), defaultValues: toFields(room) });
  const reload = useReload(
    form,
    room,
    async (client, { id, homeId: home }) => recordIn(await client.fetchQuery(roomQueries.ofHome(home)), id),
    toFields,
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
