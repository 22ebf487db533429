import FlagIcon from '@mui/icons-material/Flag';
import { sortMilestones, todayLocalDateString, type Milestone, type Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { AddButton, NoRecordsYet, RecordList } from '../../../components/record-list';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { useSayOffline } from '../../../components/toast/use-say-offline';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { ContentSpinner } from '../../../components/content-spinner';
import { useCompleteMilestone, useDeleteMilestone } from '../api/milestone-mutations';
import { milestoneQueries } from '../../../entities/milestone/api/milestone-queries';
import { MilestoneFormDialog } from '../components/lazy-milestone-form-dialog';
import { MilestoneItem } from '../components/milestone-item';
import { selectedProjectRoute } from '../../../entities/project/selected-project/selected-project-route';
import { BareList } from '../../../components/bare-list';

export const TimelineRoute = selectedProjectRoute(
  ProjectTimeline,
  'Select a project from the sidebar to view its timeline',
);

/**
 * Timeline (docs/product.md#timeline-screen): the project's milestones in order
 * (docs/product.md#milestone-order), with complete, edit and delete.
 */
function ProjectTimeline({ project }: { project: Project }) {
  const milestones = useQuery(milestoneQueries.forProject(project.id));
  const completeMilestone = useCompleteMilestone();
  const sayOffline = useSayOffline();
  // Completing and deleting fail silently (logged only), but for saying that they need a connection.
  const dialogs = useRecordDialogs<Milestone>({
    mutation: useDeleteMilestone(),
    onFailed: (error) => console.error('Milestone delete failed', error),
  });
  const today = todayLocalDateString();
  const { openAdd } = dialogs;
  usePreloadOnIntent(MilestoneFormDialog.preload, ConfirmDialog.preload);

  const complete = (milestone: Milestone) =>
    completeMilestone.mutate(milestone.id, {
      onError: (error) => {
        if (!sayOffline('Not completed', error)) console.error('Milestone complete failed', error);
      },
    });

  return (
    <>
      <PageHeader
        title="Project Timeline"
        subtitle={`Milestones of ${project.name}`}
        actions={<AddButton onClick={openAdd}>Add Milestone</AddButton>}
      />
      <RecordList
        query={milestones}
        errorTitle="Failed to fetch milestones"
        placeholder={<ContentSpinner label="Loading milestones" />}
        empty={
          <NoRecordsYet
            icon={<FlagIcon />}
            title="No milestones yet"
            description="Add milestones to plan the stages of your renovation."
            addLabel="Add Your First Milestone"
            onAdd={openAdd}
          />
        }
      >
        {(list) => {
          const ordered = sortMilestones(list);
          return (
            <BareList label="Milestones" ordered sx={{ maxWidth: 880 }}>
              {ordered.map((milestone, index) => (
                <MilestoneItem
                  key={milestone.id}
                  milestone={milestone}
                  today={today}
                  last={index === ordered.length - 1}
                  completing={completeMilestone.isPending && completeMilestone.variables === milestone.id}
                  onComplete={() => complete(milestone)}
                  onEdit={() => dialogs.openEdit(milestone)}
                  onDelete={() => dialogs.askDelete(milestone)}
                />
              ))}
            </BareList>
          );
        }}
      </RecordList>

      <LazyDialog open={dialogs.formOpen}>
        {dialogs.formOpen && (
          <MilestoneFormDialog
            projectId={project.id}
            milestone={dialogs.editing}
            onClose={dialogs.closeForm}
          />
        )}
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Milestone">
        Are you sure you want to delete &quot;{dialogs.deleting?.title}&quot;? This action cannot be undone.
      </DeleteDialog>
    </>
  );
}
