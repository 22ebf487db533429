import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_ITEM_KINDS, homeItemFormSchema, type HomeItem, type HomeItemFormValues } from '@reno/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordFormDialog } from '../../../components/form/record-form-dialog';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { recordIn } from '../../../components/form/use-reload';
import { useRecordForm } from '../../../components/form/use-record-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import { contractorQueries } from '../../contractor/api/contractor-queries';
import { homeQueries } from '../../home/api/home-queries';
import { useCreateHomeItem, useUpdateHomeItem } from '../api/home-item-mutations';
import { homeItemQueries } from '../api/home-item-queries';
import { roomQueries } from '../../home/api/room-queries';
import { ItemDocuments, WarrantyDocument } from './item-files';
import { LinkedExpenses } from './linked-expenses';

/** What a new item starts from: 'Add to the home record' fills these from an expense. */
export type HomeItemDraft = Partial<Omit<HomeItemFormValues, 'warranty'>> & {
  /** The linked expenses as the item shows them. */
  expenses?: HomeItem['expenses'];
};

interface HomeItemFormDialogProps {
  open: boolean;
  /** The item to change; absent to add one. */
  item?: HomeItem | null | undefined;
  /** A new item's first values (its room among them, when known). */
  draft?: HomeItemDraft | undefined;
  onClose: () => void;
}

const KIND_OPTIONS = HOME_ITEM_KINDS.map((kind) => ({
  value: kind,
  label: kind.charAt(0).toUpperCase() + kind.slice(1),
}));

/** Add or change an item of a room ('Add Item' / 'Edit Item', docs/product.md#homes-screen); mounted while open. */
export function HomeItemFormDialog(props: HomeItemFormDialogProps) {
  return (
    <RecordFormDialog open={props.open} noun="Item" editing={!!props.item} onClose={props.onClose}>
      <HomeItemForm {...props} />
    </RecordFormDialog>
  );
}

const text = (value: string | null | undefined) => value ?? '';

function toFields(item: HomeItem | null | undefined, draft: HomeItemDraft = {}): HomeItemFormValues {
  const warranty = item?.warranty;
  return {
    roomId: item?.roomId ?? draft.roomId ?? '',
    kind: item?.kind ?? draft.kind ?? 'appliance',
    name: item?.name ?? draft.name ?? '',
    brand: text(item?.brand),
    model: text(item?.model),
    serial: text(item?.serial),
    colourName: text(item?.colourName),
    colourCode: text(item?.colourCode),
    sheen: text(item?.sheen),
    supplier: text(item?.supplier ?? draft.supplier),
    contractorId: item?.contractorId ?? draft.contractorId ?? '',
    installDate: text(item?.installDate ?? draft.installDate),
    expenseIds: item?.expenseIds ?? draft.expenseIds ?? [],
    documents: item?.documents ?? [],
    warranty: {
      startDate: text(warranty?.startDate),
      months: warranty?.months ?? '',
      endDate: text(warranty?.endDate),
      covered: text(warranty?.covered),
      contact: text(warranty?.contact),
      document: warranty?.document ?? null,
    },
  };
}

/** Every room of every home, to choose from: 'Kitchen', or 'Kitchen (Lake cabin)' once there are two homes. */
function useRoomOptions() {
  const homes = useQuery(homeQueries.list()).data ?? [];
  const rooms = useQueries({ queries: homes.map((home) => roomQueries.ofHome(home.id)) });
  return homes.flatMap((home, index) =>
    (rooms[index]?.data ?? []).map((room) => ({
      value: String(room.id),
      label: homes.length > 1 ? `${room.name} (${home.name})` : room.name,
    })),
  );
}

function HomeItemForm({ item, draft, onClose }: HomeItemFormDialogProps) {
  const editing = !!item;
  const { form, reload } = useRecordForm(
    homeItemFormSchema,
    item,
    (record) => toFields(record, draft),
    async (client, { id, roomId }) => recordIn(await client.fetchQuery(homeItemQueries.ofRoom(roomId)), id),
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateHomeItem(),
    update: useUpdateHomeItem(),
    editing: item,
    reload,
    successToast: {
      title: editing ? 'Item updated successfully' : 'Item added successfully',
      variant: 'success',
    },
    onSaved: onClose,
    logAs: editing ? 'Item update failed' : 'Item create failed',
    toastValidation: true,
  });
  const rooms = useRoomOptions();
  const contractors = useQuery(contractorQueries.list()).data ?? [];
  const expenses = item?.expenses ?? draft?.expenses ?? [];
  // A save waits for the files still going up: saved before, the item would name none of them.
  const [documentsUploading, setDocumentsUploading] = useState(false);
  const [warrantyUploading, setWarrantyUploading] = useState(false);
  return (
    <FormShell {...shell} label={editing ? 'Edit item' : 'Add item'}>
      <SelectInput name="roomId" label="Room" required options={rooms} />
      <SelectInput name="kind" label="Kind" required options={KIND_OPTIONS} />
      <TextInput name="name" label="Name" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextInput name="brand" label="Brand" />
        <TextInput name="model" label="Model" />
        <TextInput name="serial" label="Serial number" />
        <TextInput name="supplier" label="Supplier" />
        <TextInput name="colourName" label="Colour name" />
        <TextInput name="colourCode" label="Colour code" />
        <TextInput name="sheen" label="Sheen" />
        <DateInput name="installDate" label="Install date" />
      </Box>
      <SelectInput
        name="contractorId"
        label="Installed by"
        emptyOption="Nobody from the directory"
        options={contractors.map((contractor) => ({ value: String(contractor.id), label: contractor.name }))}
      />
      <LinkedExpenses linked={expenses} />
      <ItemDocuments onUploadingChange={setDocumentsUploading} />
      <Typography component="h3" variant="subtitle2">
        Warranty
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <DateInput name="warranty.startDate" label="Warranty starts" />
        <TextInput name="warranty.months" label="Length (months)" />
        <DateInput name="warranty.endDate" label="Or ends on" />
        <TextInput name="warranty.contact" label="Whom to call" />
      </Box>
      <TextInput name="warranty.covered" label="What is covered" multiline />
      <WarrantyDocument onUploadingChange={setWarrantyUploading} />
      <FormActions
        noun="Item"
        editing={editing}
        pending={pending}
        busy={documentsUploading || warrantyUploading}
        onCancel={onClose}
      />
    </FormShell>
  );
}
