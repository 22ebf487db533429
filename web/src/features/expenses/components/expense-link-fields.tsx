import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ExpenseFormValues } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectInput } from '../../../components/form/choice-fields';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { ContractorFormDialog } from '../../../entities/contractor/components/contractor-form-dialog';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';

/**
 * The expense's contractor, if any; '+' opens the contractor form, the new one comes back chosen
 * (docs/product.md#expense-form).
 */
export function ContractorField() {
  const contractors = useQuery(contractorQueries.list());
  const { setValue } = useFormContext<ExpenseFormValues>();
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <SelectInput
        name="contractorId"
        label="Contractor (Optional)"
        emptyOption="No contractor"
        options={(contractors.data ?? []).map((contractor) => ({
          value: String(contractor.id),
          label: contractor.name,
        }))}
      />
      <IconButton
        aria-label="Add contractor"
        onClick={() => setAdding(true)}
        sx={{ mt: 1, border: 1, borderColor: 'divider' }}
      >
        <AddIcon />
      </IconButton>
      <ContractorFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(contractor) => setValue('contractorId', String(contractor.id), { shouldDirty: true })}
      />
    </Box>
  );
}

/** The estimate the expense pays towards, if any: one of the project's estimates. */
export function EstimateField({ projectId }: { projectId: number }) {
  const estimates = useQuery(estimateQueries.list());
  const options = (estimates.data ?? [])
    .filter((estimate) => estimate.projectId === projectId)
    .map((estimate) => ({ value: String(estimate.id), label: estimate.title }));
  return (
    <SelectInput
      name="estimateId"
      label="Associate with Estimate (Optional)"
      emptyOption="No estimate"
      options={options}
    />
  );
}
