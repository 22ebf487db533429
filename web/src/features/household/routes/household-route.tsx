import Stack from '@mui/material/Stack';
import type { HouseholdView } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ContentSpinner } from '../../../components/content-spinner';
import { QueryState } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { householdQueries } from '../../../entities/household/api/household-queries';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { InvitationsCard } from '../components/invitations-card';
import { MembersCard } from '../components/members-card';
import { MembershipCard } from '../components/membership-card';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';

// The invitation form (the form kit, MUI's inputs) is the owner's only: it loads for them, after the list.
const InviteCard = lazyWithPreload(() => import('../components/invite-card'), 'InviteCard');

/**
 * /household (docs/product.md#household-screen): who shares the active household's records and what each
 * may do. Its owner invites, resends, cancels, changes roles and removes; a member may leave. `children`:
 * cards other features add below the members (app/ puts them together: the payment reminders).
 */
export function HouseholdRoute({ children }: { children?: ReactNode }) {
  const household = useQuery(householdQueries.active());
  return (
    <>
      <PageHeader
        title="Household"
        subtitle={household.data?.name ?? 'Who shares these records, and what each may do'}
      />
      <QueryState
        query={household}
        errorTitle="Failed to fetch the household"
        placeholder={<ContentSpinner label="Loading the household" />}
      >
        {(view) => <HouseholdCards view={view}>{children}</HouseholdCards>}
      </QueryState>
    </>
  );
}

/** The household's cards: who is in it, and for its owner the invitations. */
function HouseholdCards({ view, children }: { view: HouseholdView; children?: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <MembershipCard household={view} />
      <MembersCard household={view} />
      {children}
      {view.role === 'owner' && (
        <>
          <Suspense fallback={<LoadingPlaceholder height={200} label="Loading the invitation form" />}>
            <InviteCard household={view} />
          </Suspense>
          <InvitationsCard invitations={view.invitations ?? []} />
        </>
      )}
    </Stack>
  );
}
