import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { Estimate, Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { AddButton, NoRecordsYet, RecordList } from '../../../components/record-list';
import { useRecordDialogs, type RecordDialogs } from '../../../components/use-record-dialogs';
import { useDeleteEstimate } from '../../../entities/estimate/api/estimate-mutations';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import { selectedProjectRoute } from '../../../entities/project/selected-project/selected-project-route';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { EstimateCard } from '../components/estimate-card';
import { EstimateGridSkeleton } from '../components/estimate-grid';
import { EstimateDetailDialog, EstimateFormDialog } from '../components/lazy-estimate-dialogs';
import { useEstimateNames } from '../hooks/use-estimate-names';
import { deleteWords } from '../../../components/delete-words';

const DELETE_WORDS = deleteWords('Estimate');

export const EstimatesRoute = selectedProjectRoute(
  ProjectEstimates,
  'Select a project from the sidebar to view its estimates',
);

/** The selected project's estimates as cards with payment progress (docs/product.md#estimates-screen). */
function ProjectEstimates({ project }: { project: Project }) {
  const { projects } = useSelectedProject();
  const estimates = useQuery(estimateQueries.forProject(project.id));
  const names = useEstimateNames(projects);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const dialogs = useRecordDialogs<Estimate>({
    mutation: useDeleteEstimate(),
    words: DELETE_WORDS,
    onDeleted: () => setOpenedId(null),
  });
  // The dialog shows the list's current copy, so an edit made from it shows at once.
  const opened = estimates.data?.find((estimate) => estimate.id === openedId) ?? null;
  usePreloadOnIntent(EstimateFormDialog.preload, EstimateDetailDialog.preload, ConfirmDialog.preload);

  return (
    <>
      <PageHeader
        title="Estimates"
        subtitle="Manage project estimates and track payment progress"
        actions={<AddButton onClick={dialogs.openAdd}>Add Estimate</AddButton>}
      />
      <RecordList
        query={estimates}
        errorTitle="Failed to fetch estimates"
        placeholder={<EstimateGridSkeleton />}
        empty={
          <NoRecordsYet
            icon={<RequestQuoteIcon />}
            title="No estimates yet"
            description="Add estimates to track contractor quotes and project costs."
            addLabel="Add Your First Estimate"
            onAdd={dialogs.openAdd}
          />
        }
      >
        {(list) => (
          <CardGrid label="Estimates">
            {list.map((estimate) => (
              <EstimateCard
                key={estimate.id}
                estimate={estimate}
                contractorName={names.contractorName(estimate)}
                onOpen={() => setOpenedId(estimate.id)}
                onEdit={() => dialogs.openEdit(estimate)}
                onDelete={() => dialogs.askDelete(estimate)}
              />
            ))}
          </CardGrid>
        )}
      </RecordList>

      <EstimateDialogs
        project={project}
        projects={projects}
        names={names}
        dialogs={dialogs}
        opened={opened}
        onCloseOpened={() => setOpenedId(null)}
      />
      <DeleteDialog dialogs={dialogs} title="Delete Estimate">
        Are you sure you want to delete &quot;{dialogs.deleting?.title}&quot;? Its expenses stay, no longer
        linked to an estimate. This action cannot be undone.
      </DeleteDialog>
    </>
  );
}

interface EstimateDialogsProps {
  project: Project;
  projects: readonly Project[];
  names: ReturnType<typeof useEstimateNames>;
  dialogs: RecordDialogs<Estimate>;
  /** The estimate whose details are open, or null. */
  opened: Estimate | null;
  onCloseOpened: () => void;
}

/** The add/edit form and an estimate's details (whose Edit and Delete lead to the form and the confirmation). */
function EstimateDialogs({ project, projects, names, dialogs, opened, onCloseOpened }: EstimateDialogsProps) {
  return (
    <>
      <LazyDialog open={dialogs.formOpen}>
        {dialogs.formOpen && (
          <EstimateFormDialog
            open
            estimate={dialogs.editing}
            project={project}
            projects={projects}
            contractors={names.contractors}
            onClose={dialogs.closeForm}
          />
        )}
      </LazyDialog>
      <LazyDialog open={!!opened}>
        <EstimateDetailDialog
          estimate={opened}
          projectName={opened ? names.projectName(opened) : ''}
          contractorName={opened ? names.contractorName(opened) : ''}
          onClose={onCloseOpened}
          onEdit={() => {
            if (opened) dialogs.openEdit(opened);
            onCloseOpened();
          }}
          onDelete={() => opened && dialogs.askDelete(opened)}
        />
      </LazyDialog>
    </>
  );
}
