import Skeleton from '@mui/material/Skeleton';
import type { Home } from '@reno/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { AddButton } from '../../../components/record-list';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useDeleteHome } from '../../../entities/home/api/home-mutations';
import { homeQueries } from '../../../entities/home/api/home-queries';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { roomQueries } from '../../../entities/home/api/room-queries';
import { maintenanceQueries } from '../../../entities/maintenance/api/maintenance-queries';
import { HomeCard } from './home-card';
import { HomeFormDialog } from './lazy-home-form-dialog';
import { deleteWords } from '../../../components/delete-words';

const DELETE_WORDS = deleteWords('Home');

/** How many of `projects` each home holds, by home id. */
function projectCounts(projects: readonly { homeId: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { homeId } of projects) counts.set(homeId, (counts.get(homeId) ?? 0) + 1);
  return counts;
}

const homesSkeleton = (
  <CardGridSkeleton
    label="Loading homes"
    placeholder={
      <>
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="40%" />
      </>
    }
  />
);

/**
 * The cards once every home's rooms and maintenance tasks have come (or failed, which its card says): a card
 * that grew by them after the first paint would push the cards below it (docs/product.md#homes-screen: no
 * layout shift). Once shown, the cards stay: a home added later is the last card, and waits in its own card
 * (going back to the skeletons would move every card).
 */
function RoomsLoaded({ homes, children }: { homes: readonly Home[]; children: ReactNode }) {
  const inHomes = useQueries({
    queries: homes.flatMap((home) => [roomQueries.ofHome(home.id), maintenanceQueries.ofHome(home.id)]),
  });
  const pending = inHomes.some((query) => query.isPending && !query.isPaused);
  // Remembered during render (React's pattern for state from an earlier render), not in an effect.
  const [shown, setShown] = useState(false);
  if (!pending && !shown) setShown(true);
  return pending && !shown ? homesSkeleton : children;
}

/**
 * The household's homes as cards with their projects' count; add and edit in a dialog, delete (the owner's)
 * refused with the API's words while projects are in the home (docs/product.md#homes-screen). `cardAction`
 * is what another feature offers on each card (app/routes/homes-route.tsx: the home packet).
 */
export function HomesScreen({ cardAction }: { cardAction?: (home: Home) => ReactNode }) {
  const homes = useQuery(homeQueries.list());
  const projects = useQuery(projectQueries.list());
  const counts = projectCounts(projects.data ?? []);
  const dialogs = useRecordDialogs<Home>({ mutation: useDeleteHome(), words: DELETE_WORDS });
  usePreloadOnIntent(HomeFormDialog.preload, ConfirmDialog.preload);

  return (
    <>
      <PageHeader
        title="Homes"
        subtitle="The homes your projects improve, and what you paid for them"
        actions={<AddButton onClick={dialogs.openAdd}>Add Home</AddButton>}
      />
      <QueryState query={homes} errorTitle="Failed to fetch homes" placeholder={homesSkeleton}>
        {(list) => (
          <RoomsLoaded homes={list}>
            <CardGrid label="Homes">
              {list.map((home) => (
                <HomeCard
                  key={home.id}
                  home={home}
                  projectCount={counts.get(home.id) ?? 0}
                  onEdit={() => dialogs.openEdit(home)}
                  onDelete={() => dialogs.askDelete(home)}
                  action={cardAction?.(home)}
                />
              ))}
            </CardGrid>
          </RoomsLoaded>
        )}
      </QueryState>

      <LazyDialog open={dialogs.formOpen}>
        <HomeFormDialog open={dialogs.formOpen} home={dialogs.editing} onClose={dialogs.closeForm} />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Home">
        Are you sure you want to delete &quot;{dialogs.deleting?.name}&quot;? A home with projects is kept
        until they are moved or deleted. This action cannot be undone.
      </DeleteDialog>
    </>
  );
}
