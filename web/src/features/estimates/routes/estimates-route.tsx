import AddIcon from '@mui/icons-material/Add';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import type { Estimate, Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { EmptyState } from '../../../components/empty-state';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { useDeleteEstimate } from '../../../entities/estimate/api/estimate-mutations';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import { EstimateCard } from '../components/estimate-card';
import { EstimateDetailDialog, EstimateFormDialog } from '../components/lazy-estimate-dialogs';
import { CardGrid } from '../../../components/card-grid';
import { EstimateGridSkeleton } from '../components/estimate-grid';
import { SelectedProjectGate } from '../../../entities/project/selected-project/selected-project-gate';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';
import { LoadErrorAlert } from '../../../components/load-error-alert';

export function EstimatesRoute() {
  return (
    <SelectedProjectGate noProjectText="Select a project from the sidebar to view its estimates">
      {(project) => <ProjectEstimates key={project.id} project={project} />}
    </SelectedProjectGate>
  );
}

/** SPEC §2 Estimates: the selected project's estimates as cards with payment progress. */
function ProjectEstimates({ project }: { project: Project }) {
  const { projects } = useSelectedProject();
  const estimates = useQuery(estimateQueries.forProject(project.id));
  const contractors = useQuery(contractorQueries.list());
  const { toast } = useToast();
  const [openedId, setOpenedId] = useState<number | null>(null);
  const dialogs = useRecordDialogs<Estimate>({
    mutation: useDeleteEstimate(),
    onDeleted: () => {
      toast({ title: 'Estimate deleted successfully', variant: 'success' });
      setOpenedId(null);
    },
    onFailed: (error, retry) => {
      console.error('Estimate delete failed', error);
      toast(errorToast('Failed to delete estimate', error, retry));
    },
  });

  const contractorList = contractors.data ?? [];
  const contractorName = (estimate: Estimate) =>
    contractorList.find((contractor) => contractor.id === estimate.contractorId)?.name ??
    (contractors.isPending ? 'Loading contractor…' : 'Unknown Contractor');
  const projectName = (estimate: Estimate) =>
    projects.find((candidate) => candidate.id === estimate.projectId)?.name ?? 'Unknown Project';
  // The dialog shows the list's current copy, so an edit made from it shows at once.
  const opened = estimates.data?.find((estimate) => estimate.id === openedId) ?? null;
  const { openAdd } = dialogs;
  usePreloadOnIntent(EstimateFormDialog.preload, EstimateDetailDialog.preload, ConfirmDialog.preload);

  return (
    <>
      <PageHeader
        title="Estimates"
        subtitle="Manage project estimates and track payment progress"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
            Add Estimate
          </Button>
        }
      />

      {estimates.isError ? (
        <LoadErrorAlert
          title="Failed to fetch estimates"
          error={estimates.error}
          onRetry={() => void estimates.refetch()}
        />
      ) : estimates.isPending ? (
        <EstimateGridSkeleton />
      ) : estimates.data.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          icon={<RequestQuoteIcon />}
          title="No estimates yet"
          description="Add estimates to track contractor quotes and project costs."
          action={
            <Button variant="contained" onClick={openAdd}>
              Add Your First Estimate
            </Button>
          }
        />
      ) : (
        <CardGrid label="Estimates">
          {estimates.data.map((estimate) => (
            <EstimateCard
              key={estimate.id}
              estimate={estimate}
              contractorName={contractorName(estimate)}
              onOpen={() => setOpenedId(estimate.id)}
              onEdit={() => dialogs.openEdit(estimate)}
              onDelete={() => dialogs.askDelete(estimate)}
            />
          ))}
        </CardGrid>
      )}

      <LazyDialog open={dialogs.formOpen}>
        {dialogs.formOpen && (
          <EstimateFormDialog
            open
            estimate={dialogs.editing}
            project={project}
            projects={projects}
            contractors={contractorList}
            onClose={dialogs.closeForm}
          />
        )}
      </LazyDialog>
      <LazyDialog open={!!opened}>
        <EstimateDetailDialog
          estimate={opened}
          projectName={opened ? projectName(opened) : ''}
          contractorName={opened ? contractorName(opened) : ''}
          onClose={() => setOpenedId(null)}
          onEdit={() => {
            if (opened) dialogs.openEdit(opened);
            setOpenedId(null);
          }}
          onDelete={() => opened && dialogs.askDelete(opened)}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Estimate">
        Are you sure you want to delete &quot;{dialogs.deleting?.title}&quot;? Its expenses stay, no longer
        linked to an estimate. This action cannot be undone.
      </DeleteDialog>
    </>
  );
}
