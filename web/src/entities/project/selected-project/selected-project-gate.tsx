import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import type { Project } from '@reno/domain';
import type { ComponentType } from 'react';
import { ContentSpinner } from '../../../components/content-spinner';
import { EmptyState } from '../../../components/empty-state';
import { useSelectedProject } from './selected-project-provider';

/**
 * SPEC §2: the dashboard, expenses, estimates and timeline show a spinner until the projects are loaded,
 * 'No Project Selected' without a selection, and otherwise the screen for the selected project (keyed by
 * it, so switching projects starts the screen afresh).
 */
export function SelectedProjectGate({
  noProjectText,
  screen: Screen,
}: {
  noProjectText: string;
  screen: ComponentType<{ project: Project }>;
}) {
  const { projectsLoaded, selectedProject } = useSelectedProject();
  if (!projectsLoaded) return <ContentSpinner label="Loading projects" />;
  if (!selectedProject) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<FolderOpenIcon />}
        title="No Project Selected"
        description={noProjectText}
      />
    );
  }
  return <Screen key={selectedProject.id} project={selectedProject} />;
}
