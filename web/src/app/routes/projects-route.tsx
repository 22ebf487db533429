import { ExportRecordsButton } from '../../features/exports/components/export-records-button';
import { ProjectsScreen } from '../../features/projects/components/projects-screen';

/** The projects screen, each card offering the export of its project's records (the exports feature). */
export function ProjectsRoute() {
  return <ProjectsScreen cardAction={(project) => <ExportRecordsButton project={project} />} />;
}
