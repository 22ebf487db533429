import type { Estimate, EstimateFormValues, EstimatePayload } from '@reno/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { reloadInto } from '../../../components/form/reload-into';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateEstimate, useUpdateEstimate } from '../../../entities/estimate/api/estimate-mutations';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import { estimateToFields } from '../utils/estimate-fields';

/**
 * Saves the estimate form with the estimate toasts; field issues also raise 'Validation Error'
 * (docs/product.md#estimate-form).
 */
export function useSaveEstimate(
  form: UseFormReturn<EstimateFormValues, unknown, EstimatePayload>,
  { estimate, onSaved }: { estimate: Estimate | null | undefined; onSaved: () => void },
) {
  const editing = !!estimate;
  const queryClient = useQueryClient();
  return useSaveForm(form, {
    create: useCreateEstimate(),
    update: useUpdateEstimate(),
    editing: estimate,
    reload: estimate
      ? reloadInto(
          form,
          () => queryClient.fetchQuery(estimateQueries.detail(estimate.id)),
          (fresh) => estimateToFields(fresh, null),
        )
      : undefined,
    successToast: {
      title: editing ? 'Estimate updated successfully' : 'Estimate created successfully',
      variant: 'success',
    },
    onSaved,
    toastValidation: true,
    failureToast: (message) => ({
      title: editing ? 'Failed to update estimate' : 'Failed to create estimate',
      description: message || undefined,
    }),
  });
}
