import AddIcon from '@mui/icons-material/Add';
import FlagIcon from '@mui/icons-material/Flag';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { sortMilestones, todayLocalDateString, type Milestone, type Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { ContentSpinner } from '../../../components/content-spinner';
import { EmptyState } from '../../../components/empty-state';
import { useCompleteMilestone, useDeleteMilestone } from '../api/milestone-mutations';
import { milestoneQueries } from '../api/milestone-queries';
import { MilestoneFormDialog } from '../components/lazy-milestone-form-dialog';
import { MilestoneItem } from '../components/milestone-item';
import { SelectedProjectGate } from '../../projects/components/selected-project-gate';

export function TimelineRoute() {
  return (
    <SelectedProjectGate noProjectText="Select a project from the sidebar to view its timeline">
      {(project) => <ProjectTimeline key={project.id} project={project} />}
    </SelectedProjectGate>
  );
}

type FormState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; milestone: Milestone };

/** SPEC §2 Timeline: the project's milestones in SPEC §4's order, with complete, edit and delete. */
function ProjectTimeline({ project }: { project: Project }) {
  const milestones = useQuery(milestoneQueries.forProject(project.id));
  const completeMilestone = useCompleteMilestone();
  const deleteMilestone = useDeleteMilestone();
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const today = todayLocalDateString();
  const ordered = sortMilestones(milestones.data ?? []);
  const openAdd = () => setForm({ kind: 'add' });
  usePreloadOnIntent(MilestoneFormDialog.preload, ConfirmDialog.preload);

  // SPEC §8: completing and deleting fail silently (logged only).
  const complete = (milestone: Milestone) =>
    completeMilestone.mutate(milestone.id, {
      onError: (error) => console.error('Milestone complete failed', error),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    deleteMilestone.mutate(deleting.id, {
      onError: (error) => console.error('Milestone delete failed', error),
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
            Project Timeline
          </Typography>
          <Typography color="text.secondary">Milestones of {project.name}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
          Add Milestone
        </Button>
      </Box>

      {milestones.isError ? (
        <Alert severity="error">Failed to fetch milestones</Alert>
      ) : milestones.isPending ? (
        <ContentSpinner label="Loading milestones" />
      ) : ordered.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          icon={<FlagIcon />}
          title="No milestones yet"
          description="Add milestones to plan the stages of your renovation."
          action={
            <Button variant="contained" onClick={openAdd}>
              Add Your First Milestone
            </Button>
          }
        />
      ) : (
        <Box component="ol" aria-label="Milestones" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 880 }}>
          {ordered.map((milestone, index) => (
            <MilestoneItem
              key={milestone.id}
              milestone={milestone}
              today={today}
              last={index === ordered.length - 1}
              completing={completeMilestone.isPending && completeMilestone.variables === milestone.id}
              onComplete={() => complete(milestone)}
              onEdit={() => setForm({ kind: 'edit', milestone })}
              onDelete={() => setDeleting(milestone)}
            />
          ))}
        </Box>
      )}

      <LazyDialog open={form.kind !== 'closed'}>
        {form.kind !== 'closed' && (
          <MilestoneFormDialog
            projectId={project.id}
            milestone={form.kind === 'edit' ? form.milestone : null}
            onClose={() => setForm({ kind: 'closed' })}
          />
        )}
      </LazyDialog>
      <LazyDialog open={!!deleting}>
        <ConfirmDialog
          open={!!deleting}
          title="Delete Milestone"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          pending={deleteMilestone.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          Are you sure you want to delete &quot;{deleting?.title}&quot;? This action cannot be undone.
        </ConfirmDialog>
      </LazyDialog>
    </>
  );
}
