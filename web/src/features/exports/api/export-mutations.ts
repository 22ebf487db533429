import type { ExportJob } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exportKeys } from './export-queries';

/** What starts an export: a project's (POST /api/projects/{id}/export) or a home packet's (its options). */
export interface ExportStart {
  path: string;
  body?: unknown;
}

/**
 * Starts an export (the server answers with the one already running, if any) and seeds the job's query
 * with the answer, so the first poll comes a second later.
 */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: ExportStart) => api.post<ExportJob>(path, body),
    onSuccess: (job) => queryClient.setQueryData(exportKeys.job(job.id), job),
  });
}

/** Cancels a running export, or deletes a finished one's archive; its query goes with it. */
export function useCancelExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/exports/${id}`),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: exportKeys.job(id) }),
  });
}
