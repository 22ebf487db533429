import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import Button from '@mui/material/Button';
import type { Project } from '@reno/domain';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { ExportDialog } from './lazy-export-dialog';

interface ExportRecordsButtonProps {
  project: Pick<Project, 'id' | 'name'>;
  variant?: 'text' | 'outlined';
}

/** 'Export project records': opens the dialog that builds the project's archive and offers it. */
export function ExportRecordsButton({ project, variant = 'text' }: ExportRecordsButtonProps) {
  const [open, setOpen] = useState(false);
  const preload = () => void ExportDialog.preload().catch(() => {}); // the render retries and reports
  return (
    <>
      <Button
        variant={variant}
        startIcon={<ArchiveOutlinedIcon />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        Export project records
      </Button>
      <LazyDialog open={open}>
        <ExportDialog open={open} project={project} onClose={() => setOpen(false)} />
      </LazyDialog>
    </>
  );
}
