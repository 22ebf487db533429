import type { Estimate, EstimateFormValues, EstimatePayload } from '@reno/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useReload } from '../../../components/form/use-reload';
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
  const reload = useReload(
    form,
    estimate,
    (client, { id }) => client.fetchQuery(estimateQueries.detail(id)),
    (fresh) => estimateToFields(fresh, null),
  );
  return useSaveForm(form, {
    create: useCreateEstimate(),
    update: useUpdateEstimate(),
    editing: estimate,
    reload,
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
