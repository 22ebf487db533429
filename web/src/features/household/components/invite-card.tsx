import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  HOUSEHOLD_MESSAGES,
  HOUSEHOLD_SEATS,
  INVITATION_LIFETIME_DAYS,
  invitationInputSchema,
  type HouseholdPlan,
  type HouseholdView,
} from '@reno/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FieldRow } from '../../../components/form/field-row';
import { SelectInput } from '../../../components/form/choice-fields';
import { EmailInput } from '../../../components/form/form-fields';
import { FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { SectionCard } from '../../../components/section-card';
import { useInvite } from '../api/household-mutations';

const ROLE_OPTIONS = [
  { value: 'editor', label: 'Editor: adds, changes and deletes records' },
  { value: 'viewer', label: 'Viewer: sees everything, changes nothing' },
];

/**
 * The owner invites someone by e-mail with a role: the invitation e-mail carries a link that works once,
 * for 7 days (docs/product.md#household-screen). A full household gets no form, which the API would refuse:
 * it says so, and on the Free plan offers the upgrade.
 */
export function InviteCard({ household }: { household: HouseholdView }) {
  const seats = HOUSEHOLD_SEATS[household.plan];
  return (
    <SectionCard title="Invite someone">
      <Typography color="textSecondary">
        {household.members.length} of {seats} people on the {household.plan === 'pro' ? 'Pro' : 'Free'} plan.
      </Typography>
      {household.full ? <HouseholdFull plan={household.plan} /> : <InviteForm />}
    </SectionCard>
  );
}

/** Every seat is taken: the plan's rule, and on Free the way to more seats. */
function HouseholdFull({ plan }: { plan: HouseholdPlan }) {
  return (
    <Alert
      severity="info"
      action={
        plan === 'free' && (
          <Button component={RouterLink} to="/billing" color="inherit" size="small">
            Upgrade to Pro
          </Button>
        )
      }
    >
      {HOUSEHOLD_MESSAGES.full}
    </Alert>
  );
}

function InviteForm() {
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
  return (
    <FormShell form={form} onSubmit={submit} label="Invite someone" failure={failure}>
      <FieldRow>
        <EmailInput name="email" label="Email" required />
        <SelectInput name="role" label="Role" required options={ROLE_OPTIONS} />
      </FieldRow>
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {pending ? 'Sending...' : 'Send invitation'}
      </Button>
    </FormShell>
  );
}
