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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useBackCloses } from '../../../components/form/use-back-closes';
import { describeError, ERROR_WORDS } from '../../../lib/api-errors';
import { useCancelExport, useStartExport } from '../api/export-mutations';
import { exportQueries } from '../api/export-queries';
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
  const start = useStartExport();
  const cancel = useCancelExport();
  const startExport = start.mutate;
  const started = useRef(false);
  useEffect(() => {
    // Once per opening, also under React's development double effect.
    if (started.current) return;
    started.current = true;
    startExport(project.id);
  }, [startExport, project.id]);

  const jobId = start.data?.id ?? '';
  const poll = useQuery({ ...exportQueries.job(jobId), enabled: open && jobId !== '' });
  const job = poll.data ?? start.data;
  const restart = () => startExport(project.id);

  let body;
  let actions;
  if (start.isError) {
    const { message, retry } = describeError(start.error);
    body = <Alert severity="error">{message}</Alert>;
    actions = (
      <>
        <Button onClick={onClose}>Close</Button>
        {retry && (
          <Button variant="contained" onClick={restart}>
            Try again
          </Button>
        )}
      </>
    );
  } else if (!job || start.isPending || job.status === 'running') {
    body = <Progress job={start.isPending ? undefined : job} />;
    actions = (
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
  } else if (job.status === 'ready' && job.downloadUrl) {
    body = <Ready job={job} />;
    actions = (
      <>
        <Button onClick={onClose}>Close</Button>
        <DownloadButton href={job.downloadUrl} fileName={job.fileName} />
      </>
    );
  } else {
    const message =
      job.status === 'cancelled' ? 'This export was cancelled.' : (job.error ?? ERROR_WORDS.unknown);
    body = (
      <Alert severity={job.status === 'cancelled' ? 'info' : 'error'} role="alert">
        {message}
      </Alert>
    );
    actions = (
      <>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={restart}>
          Try again
        </Button>
      </>
    );
  }

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Everything recorded for {project.name} in one ZIP file: the lists as spreadsheets, a printable
          summary and every stored receipt and attachment.
        </DialogContentText>
        {body}
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
      <DialogActions>{actions}</DialogActions>
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
      <LinearProgress
        variant={counted ? 'determinate' : 'indeterminate'}
        value={counted ? exportPercent(job) : undefined}
        aria-label="Export progress"
        aria-valuetext={counted ? words : undefined}
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
