import AddIcon from '@mui/icons-material/Add';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Project } from '@reno/domain';
import { Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { DeleteDialog } from '../../../components/delete-dialog';
import { PageHeader } from '../../../components/page-header';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { ContentSpinner } from '../../../components/content-spinner';
import { EmptyState } from '../../../components/empty-state';
import { useDeleteProject } from '../api/project-mutations';
import { ProjectCard } from '../components/project-card';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useSelectedProject } from '../../../app/selected-project/selected-project-provider';

// The project form (react-hook-form, zod) loads when it is first shown, not with the list.
const ProjectForm = lazyWithPreload(
  () => import('../components/project-form'),
  (module) => module.ProjectForm,
);

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; project: Project };

export function ProjectsRoute() {
  const { projects, projectsLoaded, selectedProjectId, selectProject } = useSelectedProject();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const dialogs = useRecordDialogs<Project>({
    mutation: useDeleteProject(),
    onFailed: (error) => console.error('Project delete failed', error),
    keepOpenOnFailure: true,
  });
  usePreloadOnIntent(ConfirmDialog.preload, ProjectForm.preload);
  const backToList = () => setMode({ kind: 'list' });

  const header = (
    <PageHeader
      title="Projects"
      subtitle="Manage your renovation projects and track progress"
      actions={
        mode.kind === 'list' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setMode({ kind: 'create' })}>
            New Project
          </Button>
        )
      }
    />
  );

  if (!projectsLoaded) return <ContentSpinner label="Loading projects" />;

  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit';
    return (
      <>
        {header}
        <Card component="section" aria-labelledby="project-form-title" sx={{ maxWidth: 720 }}>
          <CardContent>
            <Typography id="project-form-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
              {editing ? 'Edit Project' : 'New Project'}
            </Typography>
            <Suspense fallback={<ContentSpinner label="Loading the form" />}>
              <ProjectForm
                key={editing ? mode.project.id : 'new'}
                project={editing ? mode.project : null}
                onCancel={backToList}
                onSaved={(saved) => {
                  if (!editing) selectProject(saved.id);
                  backToList();
                }}
              />
            </Suspense>
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      {projects.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          icon={<FolderOpenIcon />}
          title="No projects yet"
          description="Create your first renovation project to start tracking expenses"
          action={
            <Button variant="contained" onClick={() => setMode({ kind: 'create' })}>
              Create First Project
            </Button>
          }
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
