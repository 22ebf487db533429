import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { ContextSelect } from '../../../components/context-select';
import { useSelectedProject } from '../../../entities/project/selected-project/selected-project-provider';

const MANAGE_PROJECTS = 'manage-projects';

export function ProjectSelector({ onNavigate }: { onNavigate?: () => void }) {
  const { projects, selectedProjectId, selectProject } = useSelectedProject();
  const navigate = useNavigate();

  const change = (value: string) => {
    if (value === MANAGE_PROJECTS) {
      navigate('/projects');
      onNavigate?.();
      return;
    }
    selectProject(Number(value));
  };

  return (
    <ContextSelect
      label="Project"
      displayEmpty
      value={selectedProjectId === null ? '' : String(selectedProjectId)}
      onChange={change}
      renderValue={(value) =>
        value === '' ? (
          <Typography component="span" color="textSecondary">
            Select project
          </Typography>
        ) : (
          (projects.find((project) => String(project.id) === value)?.name ?? 'Select project')
        )
      }
    >
      {projects.map((project) => (
        <MenuItem key={project.id} value={String(project.id)}>
          {project.name}
        </MenuItem>
      ))}
      {/* A border, not a <Divider>: Select would give a Divider child the role of an option. */}
      <MenuItem value={MANAGE_PROJECTS} sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5 }}>
        Manage Projects
      </MenuItem>
    </ContextSelect>
  );
}
