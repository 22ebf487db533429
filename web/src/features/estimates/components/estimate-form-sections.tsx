import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Contractor, EstimateFormValues, Project } from '@reno/domain';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from '../../../components/form/choice-fields';
import { PercentInput } from '../../../components/form/form-fields';
import { fieldText, previewBreakdown, taxedPercentageFor } from '../utils/estimate-fields';
import { taxRateHint } from '../utils/tax-rate-hint';
import { EstimateBreakdownList } from './estimate-breakdown-list';
import { FieldRow } from '../../../components/form/field-row';

// The parts of the estimate form that do more than hold a value; each reads the form from its FormShell.

/**
 * The project and the contractor; choosing a project fills an empty tax rate from it
 * (docs/product.md#estimate-form).
 */
export function ProjectAndContractorFields({
  projects,
  contractors,
}: {
  projects: readonly Project[];
  contractors: readonly Contractor[];
}) {
  const { getValues, setValue, formState } = useFormContext<EstimateFormValues>();
  const fillTaxRate = (projectId: string) => {
    const chosen = projects.find((candidate) => String(candidate.id) === projectId);
    if (chosen && fieldText(getValues('taxRate')).trim() === '') {
      setValue('taxRate', chosen.taxRate, { shouldValidate: formState.isSubmitted });
    }
  };
  return (
    <FieldRow>
      <SelectInput
        name="projectId"
        label="Project"
        required
        options={projects.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
        onChange={fillTaxRate}
      />
      <SelectInput
        name="contractorId"
        label="Contractor"
        required
        options={contractors.map((contractor) => ({ value: String(contractor.id), label: contractor.name }))}
        helperText={contractors.length === 0 ? 'Add a contractor on the Contractors page first' : undefined}
      />
    </FieldRow>
  );
}

/**
 * Cash and taxed percentages and the tax rate (docs/product.md#estimate-form). Editing the cash percentage
 * sets the taxed one to 100 minus it; the split rule is reported on the cash field, so it is judged again
 * when either half changes after a submit.
 */
export function TaxFields({ projects }: { projects: readonly Project[] }) {
  const { control, setValue, trigger, formState } = useFormContext<EstimateFormValues>();
  const [taxRate, projectId] = useWatch({ control, name: ['taxRate', 'projectId'] });
  const recheckSplit = () => {
    if (formState.isSubmitted) void trigger(['cashPercentage', 'taxedPercentage']);
  };
  return (
    <FieldRow>
      <PercentInput
        name="cashPercentage"
        label="Cash Percentage"
        onChange={(value) => {
          const taxed = taxedPercentageFor(value);
          if (taxed !== null) setValue('taxedPercentage', taxed);
          recheckSplit();
        }}
      />
      <PercentInput name="taxedPercentage" label="Taxed Percentage" onChange={recheckSplit} />
      <PercentInput
        name="taxRate"
        label="Tax Rate"
        helperText={taxRateHint(
          fieldText(taxRate),
          projects.find((candidate) => String(candidate.id) === fieldText(projectId)),
        )}
      />
    </FieldRow>
  );
}

/**
 * The live preview of the tax breakdown, once the amount and the tax rate are set
 * (docs/product.md#estimate-form).
 */
export function EstimatePreview() {
  const titleId = useId();
  const [amount, cashPercentage, taxedPercentage, taxRate] = useWatch<EstimateFormValues>({
    name: ['amount', 'cashPercentage', 'taxedPercentage', 'taxRate'],
  });
  const preview = previewBreakdown({
    amount: fieldText(amount),
    cashPercentage: fieldText(cashPercentage),
    taxedPercentage: fieldText(taxedPercentage),
    taxRate: fieldText(taxRate),
  });
  if (!preview) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <Box aria-live="polite">
        <EstimateBreakdownList breakdown={preview} label="Estimate preview" />
      </Box>
    </Paper>
  );
}
