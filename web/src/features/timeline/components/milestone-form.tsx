import { MILESTONE_CATEGORIES, milestoneFormSchema, type Milestone } from '@reno/domain';
import { recordIn } from '../../../components/form/use-reload';
import { useRecordForm } from '../../../components/form/use-record-form';
import { optionsOf, SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateMilestone, useUpdateMilestone } from '../api/milestone-mutations';
import { milestoneQueries } from '../../../entities/milestone/api/milestone-queries';
import { FieldRow } from '../../../components/form/field-row';

function milestoneToFields(projectId: number, milestone?: Milestone | null) {
  return {
    projectId: milestone?.projectId ?? projectId,
    title: milestone?.title ?? '',
    description: milestone?.description ?? '',
    category: milestone?.category ?? '',
    targetDate: milestone?.targetDate ?? '',
  };
}

const CATEGORY_OPTIONS = optionsOf(MILESTONE_CATEGORIES);

interface MilestoneFormProps {
  projectId: number;
  milestone?: Milestone | null | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The milestone form (docs/product.md#timeline-screen): title, description, category from the fixed list,
 * optional target date. Save errors raise no toast; they are logged and shown above the fields.
 */
export function MilestoneForm({ projectId, milestone, onSaved, onCancel }: MilestoneFormProps) {
  const editing = !!milestone;
  const { form, reload } = useRecordForm(
    milestoneFormSchema,
    milestone,
    (record) => milestoneToFields(projectId, record),
    async (client, { id }) => recordIn(await client.fetchQuery(milestoneQueries.forProject(projectId)), id),
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateMilestone(),
    update: useUpdateMilestone(),
    editing: milestone,
    reload,
    onSaved,
    logAs: editing ? 'Milestone update failed' : 'Milestone create failed',
  });

  return (
    <FormShell {...shell} label={editing ? 'Edit milestone' : 'Add milestone'}>
      <TextInput name="title" label="Title" required />
      <TextInput name="description" label="Description" multiline />
      <FieldRow>
        <SelectInput name="category" label="Category" required options={CATEGORY_OPTIONS} />
        <DateInput name="targetDate" label="Target Date (Optional)" />
      </FieldRow>
      <FormActions noun="Milestone" editing={editing} pending={pending} onCancel={onCancel} />
    </FormShell>
  );
}
