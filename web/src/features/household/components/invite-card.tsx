import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  HOUSEHOLD_SEATS,
  INVITATION_LIFETIME_DAYS,
  invitationInputSchema,
  type HouseholdView,
} from '@reno/domain';
import { useForm } from 'react-hook-form';
import { FieldRow } from '../../../components/form/field-row';
import { EmailInput, SelectInput } from '../../../components/form/form-fields';
import { FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useInvite } from '../api/household-mutations';
import { SectionCard } from '../../../components/section-card';

const ROLE_OPTIONS = [
  { value: 'editor', label: 'Editor: adds, changes and deletes records' },
  { value: 'viewer', label: 'Viewer: sees everything, changes nothing' },
];

/**
 * The owner invites someone by e-mail with a role: the invitation e-mail carries a link that works once,
 * for 7 days (docs/product.md#household-screen).
 */
export function InviteCard({ household }: { household: HouseholdView }) {
  const form = useForm({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', role: 'editor' as const },
  });
  const { submit, pending, failure } = useSaveForm(form, {
    create: useInvite(),
    successToast: (invitation) => ({
      title: 'Invitation sent',
      description: `We e-mailed ${invitation.email} a link to join, valid ${INVITATION_LIFETIME_DAYS} days.`,
      variant: 'success',
    }),
    onSaved: () => form.reset(),
  });
  const seats = HOUSEHOLD_SEATS[household.plan];
  const plan = household.plan === 'pro' ? 'Pro' : 'Free';

  return (
    <SectionCard title="Invite someone">
      <Typography color="text.secondary">
        {household.members.length} of {seats} people on the {plan} plan.
      </Typography>
      <FormShell form={form} onSubmit={submit} label="Invite someone" failure={failure}>
        <FieldRow>
          <EmailInput name="email" label="Email" required />
          <SelectInput name="role" label="Role" required options={ROLE_OPTIONS} />
        </FieldRow>
        <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
          {pending ? 'Sending...' : 'Send invitation'}
        </Button>
      </FormShell>
    </SectionCard>
  );
}
