import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCancelExport, useStartExport, type ExportStart } from '../api/export-mutations';
import { exportQueries } from '../api/export-queries';

/**
 * The export of an opened dialog: started once per opening (or the one already running picked up), then
 * polled while the dialog is open. `restart` starts it again; `cancel` stops it on the server.
 */
export function useExportJob(open: boolean, request: ExportStart) {
  const start = useStartExport();
  const cancel = useCancelExport();
  const startExport = start.mutate;
  const started = useRef(false);
  // This opening's request: a later render's (a new object) starts nothing.
  const opening = useRef(request);
  useEffect(() => {
    // Once per opening, also under React's development double effect.
    if (started.current) return;
    started.current = true;
    startExport(opening.current);
  }, [startExport]);

  const jobId = start.data?.id ?? '';
  const poll = useQuery({ ...exportQueries.job(jobId), enabled: open && jobId !== '' });
  return {
    start,
    cancel,
    poll,
    /** The latest word on the job; undefined until the start answers. */
    job: poll.data ?? start.data,
    restart: () => startExport(opening.current),
  };
}
