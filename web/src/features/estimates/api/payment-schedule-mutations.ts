import type { Estimate, LienWaiverPayload } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { estimateKeys } from '../../../entities/estimate/api/estimate-queries';
import { projectKeys } from '../../../entities/project/api/project-queries';
import { api } from '../../../lib/api-client';
import { editedVersionHeaders, useInvalidate, type UpdateVariables } from '../../../lib/record-mutations';
import { schedulePayload, type ScheduleFormValues } from '../utils/schedule-fields';

/** A schedule moves the estimate's installments and the project's retainage held (its forecast). */
const SCHEDULE_QUERIES = [estimateKeys.all, projectKeys.all];

/** Sets the estimate's payment schedule (the owner's): an edit of the estimate, on its version. */
export function useSetPaymentSchedule() {
  return useMutation({
    mutationFn: ({ id, version, payload }: UpdateVariables<ScheduleFormValues>) =>
      api.put<Estimate>(`/api/estimates/${id}/schedule`, schedulePayload(payload), {
        headers: editedVersionHeaders(version),
      }),
    onSuccess: useInvalidate(...SCHEDULE_QUERIES),
  });
}

export function useRemovePaymentSchedule() {
  return useMutation({
    mutationFn: ({ id, version }: Pick<Estimate, 'id' | 'version'>) =>
      api.delete<Estimate>(`/api/estimates/${id}/schedule`, { headers: editedVersionHeaders(version) }),
    onSuccess: useInvalidate(...SCHEDULE_QUERIES),
  });
}

interface WaiverVariables {
  estimate: Pick<Estimate, 'id' | 'version'>;
  installmentId: number;
  /** The waiver to keep; null removes it. */
  waiver: LienWaiverPayload | null;
}

/** Keeps (or removes) an installment's lien waiver (an editor's): an edit of the estimate. */
export function useSetLienWaiver() {
  return useMutation({
    mutationFn: ({ estimate, installmentId, waiver }: WaiverVariables) => {
      const path = `/api/estimates/${estimate.id}/installments/${installmentId}/waiver`;
      const headers = editedVersionHeaders(estimate.version);
      return waiver ? api.put<Estimate>(path, waiver, { headers }) : api.delete<Estimate>(path, { headers });
    },
    onSuccess: useInvalidate(estimateKeys.all),
  });
}
