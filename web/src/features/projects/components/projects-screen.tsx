import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Home, Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { ContentSpinner } from '../../../components/content-spinner';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { AddButton, NoRecordsYet } from '../../../components/record-list';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { QueryState } from '../../../components/query-state';
import { homeQueries } from '../../../entities/home/api/home-queries';
import { useDeleteProject } from '../../../entities/project/api/project-mutations';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { ProjectCard } from './project-card';

// The project form (react-hook-form, zod) loads when it is first shown, not with the list.
const ProjectForm = lazyWithPreload(() => import('./project-form'), 'ProjectForm');

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; project: Project };

interface ProjectsScreenProps {
  /** What each card offers besides edit and delete (the app puts the export of its records there). */
  cardAction: (project: Project) => ReactNode;
}

/**
 * The projects as cards (select, edit, delete), and the form that adds or edits one
 * (docs/product.md#projects-screen).
 */
export function ProjectsScreen({ cardAction }: ProjectsScreenProps) {
  const { projects, projectsLoaded, selectedProjectId, selectProject } = useSelectedProject();
  const homes = useQuery(homeQueries.list());
  const homeNameOf = homeNames(homes.data);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const dialogs = useRecordDialogs<Project>({
    mutation: useDeleteProject(),
    onFailed: (error) => console.error('Project delete failed', error),
    keepOpenOnFailure: true,
  });
  usePreloadOnIntent(ConfirmDialog.preload, ProjectForm.preload);
  const create = () => setMode({ kind: 'create' });

  const header = (
    <PageHeader
      title="Projects"
      subtitle="Manage your renovation projects and track progress"
      actions={mode.kind === 'list' && <AddButton onClick={create}>New Project</AddButton>}
    />
  );

  if (!projectsLoaded) return <ContentSpinner label="Loading projects" />;

  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit' ? mode.project : null;
    return (
      <>
        {header}
        <ProjectFormCard
          project={editing}
          onDone={(saved) => {
            if (saved && !editing) selectProject(saved.id);
            setMode({ kind: 'list' });
          }}
        />
      </>
    );
  }

  return (
    <>
      {header}
      {projects.length === 0 ? (
        <NoRecordsYet
          icon={<FolderOpenIcon />}
          title="No projects yet"
          description="Create your first renovation project to start tracking expenses"
          addLabel="Create First Project"
          onAdd={create}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          }}
        >
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              active={project.id === selectedProjectId}
              homeName={homeNameOf(project)}
              action={cardAction(project)}
              onSelect={() => selectProject(project.id)}
              onEdit={() => setMode({ kind: 'edit', project })}
              onDelete={() => dialogs.askDelete(project)}
            />
          ))}
        </Box>
      )}
      <DeleteDialog dialogs={dialogs} title="Delete Project" confirmLabel="Delete Project">
        Are you sure you want to delete &quot;{dialogs.deleting?.name}&quot;? All of its associated expenses
        will be deleted too. This action cannot be undone.
      </DeleteDialog>
    </>
  );
}

/** Each project's home by name, once the household has two or more homes (with one, it says nothing). */
function homeNames(homes: readonly Home[] | undefined): (project: Project) => string | undefined {
  if (!homes || homes.length < 2) return () => undefined;
  const names = new Map(homes.map((home) => [home.id, home.name]));
  return (project) => names.get(project.homeId);
}

/** The form in a card of its own: 'New Project', or 'Edit Project' for `project`. */
function ProjectFormCard({
  project,
  onDone,
}: {
  project: Project | null;
  /** After a save (with the saved project) or a cancel (without). */
  onDone: (saved?: Project) => void;
}) {
  // The form offers the household's homes: it opens once they are known.
  const homes = useQuery(homeQueries.list());
  return (
    <Card component="section" aria-labelledby="project-form-title" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography id="project-form-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
          {project ? 'Edit Project' : 'New Project'}
        </Typography>
        <QueryState
          query={homes}
          errorTitle="Failed to fetch homes"
          placeholder={<ContentSpinner label="Loading the form" />}
        >
          {(list) => (
            <Suspense fallback={<ContentSpinner label="Loading the form" />}>
              <ProjectForm
                key={project?.id ?? 'new'}
                project={project}
                homes={list}
                onCancel={() => onDone()}
                onSaved={onDone}
              />
            </Suspense>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
