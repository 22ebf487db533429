import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExportJob } from '@reno/domain';
import { useEffect, useId, useRef } from 'react';
import { describeError, ERROR_WORDS } from '../../../lib/api-errors';
import type { ExportStart } from '../api/export-mutations';
import { useExportJob } from '../hooks/use-export-job';
import { exportPercent, exportProgressWords } from '../utils/export-words';

interface ExportJobBodyProps {
  open: boolean;
  /** What starts the export, once when this mounts. */
  request: ExportStart;
  /** What the export makes, above its progress. */
  intro: string;
  /** What the ready archive holds, after 'Holds ' (export-words.ts). */
  contents: (job: ExportJob) => string;
  onClose: () => void;
}

/**
 * An export dialog's content and buttons (the records archive's, the home packet's): starts the export when
 * mounted (or picks up the one already running), shows its progress while the dialog is open, then the
 * download; 'Cancel' stops it, closing leaves it running.
 */
export function ExportJobBody({ open, request, intro, contents, onClose }: ExportJobBodyProps) {
  const exporting = useExportJob(open, request);
  const { poll, cancel } = exporting;
  const stage = stageOf(exporting);
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        <StageBody stage={stage} contents={contents} />
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

function stageOf({ start, job }: ReturnType<typeof useExportJob>): Stage {
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

function StageBody({ stage, contents }: { stage: Stage; contents: ExportJobBodyProps['contents'] }) {
  switch (stage.kind) {
    case 'refused':
      return <Alert severity="error">{stage.message}</Alert>;
    case 'running':
      return <Progress job={stage.job} />;
    case 'ready':
      return (
        <Box sx={{ display: 'grid' }}>
          <Box sx={{ gridArea: '1 / 1' }}>
            <Ready job={stage.job} contents={contents} />
          </Box>
          {/* The running stage's room, kept unseen: the dialog is centred, and would jump when it shrank. */}
          <Box sx={{ gridArea: '1 / 1', visibility: 'hidden' }} aria-hidden>
            <Progress job={stage.job} />
          </Box>
        </Box>
      );
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
  exporting: ReturnType<typeof useExportJob>;
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
      <Typography id={wordsId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {words}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        Closing this window keeps the export going: open it again to pick it up. Cancel stops it.
      </Typography>
    </Box>
  );
}

function Ready({ job, contents }: { job: ExportJob; contents: ExportJobBodyProps['contents'] }) {
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        Your archive is ready.
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{job.fileName}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        Holds {contents(job)}
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
