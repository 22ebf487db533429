import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ExportJob, Project } from '@reno/domain';
import { useEffect, useId, useRef } from 'react';
import { useBackCloses } from '../../../components/form/use-back-closes';
import { describeError, ERROR_WORDS } from '../../../lib/api-errors';
import { useProjectExport } from '../hooks/use-project-export';
import { exportContentsLine, exportPercent, exportProgressWords } from '../utils/export-words';

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
      <ExportBody open={open} project={project} onClose={onClose} />
    </Dialog>
  );
}

/** Mounted with each opening (MUI drops a closed dialog's content), so each opening starts anew. */
function ExportBody({ open, project, onClose }: ExportDialogProps) {
  const exporting = useProjectExport(open, project.id);
  const { poll, cancel } = exporting;
  const stage = stageOf(exporting);
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Everything recorded for {project.name} in one ZIP file: the lists as spreadsheets, a printable
          summary and every stored receipt and attachment.
        </DialogContentText>
        <StageBody stage={stage} />
        {poll.isError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {describeError(poll.error).message}
          </Alert>
        )}
        {cancel.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(cancel.error).message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <StageActions stage={stage} exporting={exporting} onClose={onClose} />
      </DialogActions>
    </>
  );
}

/** Where the export stands, as the dialog shows it. */
type Stage =
  | { kind: 'refused'; message: string; retry: boolean }
  | { kind: 'running'; job: ExportJob | undefined }
  | { kind: 'ready'; job: ExportJob; downloadUrl: string }
  | { kind: 'ended'; cancelled: boolean; message: string };

function stageOf({ start, job }: ReturnType<typeof useProjectExport>): Stage {
  if (start.isError) return { kind: 'refused', ...describeError(start.error) };
  if (!job || start.isPending || job.status === 'running') {
    return { kind: 'running', job: start.isPending ? undefined : job };
  }
  if (job.status === 'ready' && job.downloadUrl) return { kind: 'ready', job, downloadUrl: job.downloadUrl };
  const cancelled = job.status === 'cancelled';
  return {
    kind: 'ended',
    cancelled,
    message: cancelled ? 'This export was cancelled.' : (job.error ?? ERROR_WORDS.unknown),
  };
}

function StageBody({ stage }: { stage: Stage }) {
  switch (stage.kind) {
    case 'refused':
      return <Alert severity="error">{stage.message}</Alert>;
    case 'running':
      return <Progress job={stage.job} />;
    case 'ready':
      return <Ready job={stage.job} />;
    case 'ended':
      return (
        <Alert severity={stage.cancelled ? 'info' : 'error'} role="alert">
          {stage.message}
        </Alert>
      );
  }
}

/** Close always; then Try again, Cancel (while it runs) or Download (once ready). */
function StageActions({
  stage,
  exporting: { start, cancel, job, restart },
  onClose,
}: {
  stage: Stage;
  exporting: ReturnType<typeof useProjectExport>;
  onClose: () => void;
}) {
  if (stage.kind === 'running') {
    return (
      <>
        <Button
          color="error"
          disabled={!job || start.isPending || cancel.isPending}
          onClick={() => job && cancel.mutate(job.id, { onSuccess: onClose })}
        >
          Cancel
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </>
    );
  }
  return (
    <>
      <Button onClick={onClose}>Close</Button>
      {stage.kind === 'ready' && <DownloadButton href={stage.downloadUrl} fileName={stage.job.fileName} />}
      {(stage.kind === 'ended' || (stage.kind === 'refused' && stage.retry)) && (
        <Button variant="contained" onClick={restart}>
          Try again
        </Button>
      )}
    </>
  );
}

/** The bar and its words while the archive is built; `job` is missing while the export starts. */
function Progress({ job }: { job: ExportJob | undefined }) {
  const wordsId = useId();
  const counted = !!job && job.filesTotal > 0;
  const words = job ? exportProgressWords(job) : 'Starting the export…';
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
        {job ? 'Building the archive.' : 'Starting the export…'}
      </Typography>
      {/* Determinate from the start (empty until the files are counted): MUI's indeterminate bar moves by
          its left and right edges, which the browser counts as layout shifts. */}
      <LinearProgress
        variant="determinate"
        value={counted ? exportPercent(job) : 0}
        aria-label="Export progress"
        aria-valuetext={words}
        aria-describedby={wordsId}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography id={wordsId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {words}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Closing this window keeps the export going: open it again to pick it up. Cancel stops it.
      </Typography>
    </Box>
  );
}

function Ready({ job }: { job: ExportJob }) {
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        Your archive is ready.
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{job.fileName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Holds {exportContentsLine(job)}
      </Typography>
    </Box>
  );
}

/** The archive's link, focused when it appears so a keyboard or screen reader user lands on it. */
function DownloadButton({ href, fileName }: { href: string; fileName: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <Button ref={link} variant="contained" component="a" href={href} download={fileName}>
      Download
    </Button>
  );
}
