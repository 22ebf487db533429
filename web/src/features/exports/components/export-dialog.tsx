import type { Project } from '@reno/domain';
import { TitledDialog } from '../../../components/titled-dialog';
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
  return (
    <TitledDialog open={open} title="Export project records" onClose={onClose}>
      {/* Mounted with each opening (MUI drops a closed dialog's content), so each opening starts anew. */}
      <ExportJobBody
        open={open}
        request={{ path: `/api/projects/${project.id}/export` }}
        intro={`Everything recorded for ${project.name} in one ZIP file: the lists as spreadsheets, a printable summary, every stored receipt and attachment, and the record and cost basis of its home.`}
        contents={exportContentsLine}
        onClose={onClose}
      />
    </TitledDialog>
  );
}
