import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import type { Project } from '@reno/domain';
import { LazyDialogButton } from '../../../components/lazy-dialog-button';
import { ExportDialog } from './lazy-export-dialog';

interface ExportRecordsButtonProps {
  project: Pick<Project, 'id' | 'name'>;
  variant?: 'text' | 'outlined';
}

/** 'Export project records': opens the dialog that builds the project's archive and offers it. */
export function ExportRecordsButton({ project, variant = 'text' }: ExportRecordsButtonProps) {
  return (
    <LazyDialogButton
      variant={variant}
      startIcon={<ArchiveOutlinedIcon />}
      preload={ExportDialog.preload}
      dialog={(open, onClose) => <ExportDialog open={open} project={project} onClose={onClose} />}
    >
      Export project records
    </LazyDialogButton>
  );
}
