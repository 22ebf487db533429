import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import type { Project } from '@reno/domain';
import type { ComponentType } from 'react';
import { ContentSpinner } from '../../../components/content-spinner';
import { EmptyState } from '../../../components/empty-state';
import { useSelectedProject } from './selected-project-provider';

/**
 * The route of a screen about the selected project (docs/product.md#selected-project: the dashboard, budget,
 * expenses, estimates and timeline): a spinner until the projects are loaded, 'No Project Selected' (with
 * `noProjectText`) without a selection, and otherwise `Screen` for the selected project, keyed by it so that
 * switching projects starts the screen afresh.
 */
export function selectedProjectRoute(Screen: ComponentType<{ project: Project }>, noProjectText: string) {
  return function SelectedProjectRoute() {
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
  };
}
