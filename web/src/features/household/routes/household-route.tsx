import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { ContentSpinner } from '../../../components/content-spinner';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { householdQueries } from '../../../entities/household/api/household-queries';
import { InvitationsCard } from '../components/invitations-card';
import { InviteCard } from '../components/invite-card';
import { MembersCard } from '../components/members-card';
import { MembershipCard } from '../components/membership-card';

/**
 * /household (docs/product.md#household-screen): who shares the active household's records and what each
 * may do. Its owner invites, resends, cancels, changes roles and removes; a member may leave.
 */
export function HouseholdRoute() {
  const household = useQuery(householdQueries.active());
  const header = (name?: string) => (
    <PageHeader title="Household" subtitle={name ?? 'Who shares these records, and what each may do'} />
  );

  if (household.isPending) {
    return (
      <>
        {header()}
        <ContentSpinner label="Loading the household" />
      </>
    );
  }
  if (household.isError) {
    return (
      <>
        {header()}
        <LoadErrorAlert
          title="Failed to fetch the household"
          error={household.error}
          onRetry={() => void household.refetch()}
        />
      </>
    );
  }

  const view = household.data;
  return (
    <>
      {header(view.name)}
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <MembershipCard household={view} />
        <MembersCard household={view} />
        {view.role === 'owner' && (
          <>
            <InviteCard household={view} />
            <InvitationsCard invitations={view.invitations ?? []} />
          </>
        )}
      </Stack>
    </>
  );
}
