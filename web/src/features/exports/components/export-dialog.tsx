import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Project } from '@reno/domain';
import { useId } from 'react';
import { useBackCloses } from '../../../components/form/use-back-closes';
import { exportContentsLine } from '../utils/export-words';
import { ExportJobBody } from './export-job-body';

interface ExportDialogProps {
  open: boolean;
  project: Pick<Project, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * 'Export project records': each opening starts the project's export (or picks up the one already
 * running), shows its progress until the archive is ready, then offers it for download. Closing keeps a
 * running export going on the server (opening again picks it up); only 'Cancel' stops it. Nothing polls
 * once the dialog is closed.
 */
export function ExportDialog({ open, project, onClose }: ExportDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  useBackCloses(open, () => {
    onClose();
    return 'close';
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>Export project records</DialogTitle>
      {/* Mounted with each opening (MUI drops a closed dialog's content), so each opening starts anew. */}
      <ExportJobBody
        open={open}
        request={{ path: `/api/projects/${project.id}/export` }}
        intro={`Everything recorded for ${project.name} in one ZIP file: the lists as spreadsheets, a printable summary and every stored receipt and attachment.`}
        contents={exportContentsLine}
        onClose={onClose}
      />
    </Dialog>
  );
}
