import type { Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { projectQueries } from '../api/project-queries';
import { readSelectedProjectId, writeSelectedProjectId } from './selected-project-storage';

interface SelectedProjectContextValue {
  storedId: number | null;
  selectProject: (id: number | null) => void;
}

const SelectedProjectContext = createContext<SelectedProjectContextValue | null>(null);

/** Picks the stored project when it still exists, else the first one (docs/product.md#selected-project). */
function resolveSelectedProject(projects: readonly Project[] | undefined, storedId: number | null) {
  if (!projects) return null;
  return projects.find((project) => project.id === storedId) ?? projects[0] ?? null;
}

export function SelectedProjectProvider({ children }: { children: ReactNode }) {
  const [storedId, setStoredId] = useState(readSelectedProjectId);
  const { data: projects } = useQuery(projectQueries.list());

  const selectProject = useCallback((id: number | null) => {
    setStoredId(id);
    writeSelectedProjectId(id);
  }, []);

  // Remember the automatic choice (first project, or the next one after a delete) across reloads.
  const resolvedId = resolveSelectedProject(projects, storedId)?.id ?? null;
  useEffect(() => {
    if (projects) writeSelectedProjectId(resolvedId);
  }, [projects, resolvedId]);

  const value = useMemo(() => ({ storedId, selectProject }), [storedId, selectProject]);
  return <SelectedProjectContext value={value}>{children}</SelectedProjectContext>;
}

export function useSelectedProject() {
  const context = useContext(SelectedProjectContext);
  if (!context) throw new Error('useSelectedProject must be used inside SelectedProjectProvider');
  const projectsQuery = useQuery(projectQueries.list());
  const selectedProject = resolveSelectedProject(projectsQuery.data, context.storedId);
  return {
    projects: projectsQuery.data ?? [],
    projectsLoaded: projectsQuery.isSuccess,
    selectedProject,
    selectedProjectId: selectedProject?.id ?? null,
    selectProject: context.selectProject,
  };
}
