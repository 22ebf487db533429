import type { Estimate, EstimateFormValues, EstimatePayload } from '@reno/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateEstimate, useUpdateEstimate } from '../../../entities/estimate/api/estimate-mutations';

/**
 * Saves the estimate form with the estimate toasts; field issues also raise 'Validation Error'
 * (docs/product.md#estimate-form).
 */
export function useSaveEstimate(
  form: UseFormReturn<EstimateFormValues, unknown, EstimatePayload>,
  { estimate, onSaved }: { estimate: Estimate | null | undefined; onSaved: () => void },
) {
  const editing = !!estimate;
  return useSaveForm(form, {
    create: useCreateEstimate(),
    update: useUpdateEstimate(),
    editingId: estimate?.id,
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
