import AddIcon from '@mui/icons-material/Add';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Estimate, Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { EmptyState } from '../../../components/empty-state';
import { useToast } from '../../../components/toast/use-toast';
import { contractorQueries } from '../../contractors/api/contractor-queries';
import { useDeleteEstimate } from '../api/estimate-mutations';
import { estimateQueries } from '../api/estimate-queries';
import { EstimateCard } from '../components/estimate-card';
import { EstimateDetailDialog, EstimateFormDialog } from '../components/lazy-estimate-dialogs';
import { CardGrid } from '../../../components/card-grid';
import { EstimateGridSkeleton } from '../components/estimate-grid';
import { SelectedProjectGate } from '../../projects/components/selected-project-gate';
import { useSelectedProject } from '../../projects/components/selected-project-provider';

export function EstimatesRoute() {
  return (
    <SelectedProjectGate noProjectText="Select a project from the sidebar to view its estimates">
      {(project) => <ProjectEstimates key={project.id} project={project} />}
    </SelectedProjectGate>
  );
}

type FormState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; estimate: Estimate };

/** SPEC §2 Estimates: the selected project's estimates as cards with payment progress. */
function ProjectEstimates({ project }: { project: Project }) {
  const { projects } = useSelectedProject();
  const estimates = useQuery(estimateQueries.forProject(project.id));
  const contractors = useQuery(contractorQueries.list());
  const deleteEstimate = useDeleteEstimate();
  const { toast } = useToast();
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Estimate | null>(null);

  const contractorList = contractors.data ?? [];
  const contractorName = (estimate: Estimate) =>
    contractorList.find((contractor) => contractor.id === estimate.contractorId)?.name ??
    (contractors.isPending ? 'Loading contractor…' : 'Unknown Contractor');
  const projectName = (estimate: Estimate) =>
    projects.find((candidate) => candidate.id === estimate.projectId)?.name ?? 'Unknown Project';
  // The dialog shows the list's current copy, so an edit made from it shows at once.
  const opened = estimates.data?.find((estimate) => estimate.id === openedId) ?? null;
  const openAdd = () => setForm({ kind: 'add' });
  usePreloadOnIntent(EstimateFormDialog.preload, EstimateDetailDialog.preload, ConfirmDialog.preload);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteEstimate.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Estimate deleted successfully', variant: 'success' });
        setOpenedId(null);
      },
      onError: (error) => {
        console.error('Estimate delete failed', error);
        toast({ title: 'Failed to delete estimate', description: error.message, variant: 'destructive' });
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            Estimates
          </Typography>
          <Typography color="text.secondary">Manage project estimates and track payment progress</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
          Add Estimate
        </Button>
      </Box>

      {estimates.isError ? (
        <Alert severity="error">Failed to fetch estimates</Alert>
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
              onEdit={() => setForm({ kind: 'edit', estimate })}
              onDelete={() => setDeleting(estimate)}
            />
          ))}
        </CardGrid>
      )}

      <LazyDialog open={form.kind !== 'closed'}>
        {form.kind !== 'closed' && (
          <EstimateFormDialog
            open
            estimate={form.kind === 'edit' ? form.estimate : null}
            project={project}
            projects={projects}
            contractors={contractorList}
            onClose={() => setForm({ kind: 'closed' })}
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
            if (opened) setForm({ kind: 'edit', estimate: opened });
            setOpenedId(null);
          }}
          onDelete={() => opened && setDeleting(opened)}
        />
      </LazyDialog>
      <LazyDialog open={!!deleting}>
        <ConfirmDialog
          open={!!deleting}
          title="Delete Estimate"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          pending={deleteEstimate.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          Are you sure you want to delete &quot;{deleting?.title}&quot;? Its expenses stay, no longer linked
          to an estimate. This action cannot be undone.
        </ConfirmDialog>
      </LazyDialog>
    </>
  );
}
