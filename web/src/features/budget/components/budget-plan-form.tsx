import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  EXPENSE_CATEGORIES,
  formatCents,
  formatMoney,
  toCents,
  type BudgetPlan,
  type BudgetPlanPayload,
  type Project,
} from '@reno/domain';
import { useId } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useReload } from '../../../components/form/use-reload';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useSaveBudgetPlan } from '../../../entities/budget/api/budget-mutations';
import { budgetQueries } from '../../../entities/budget/api/budget-queries';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { planResolver, planToFields, unallocatedCents, type PlanFormFields } from '../utils/plan-fields';

/**
 * The plan editor: an optional planned amount per category and the contingency, with what is left
 * unallocated of the project budget shown as it is typed. Saved whole with PUT, on the project's version.
 */
export function BudgetPlanForm({ project, plan }: { project: Project; plan: BudgetPlan }) {
  const linesErrorId = useId();
  const budgetCents = toCents(plan.budget) ?? 0;
  const form = useForm<PlanFormFields, unknown, BudgetPlanPayload>({
    resolver: planResolver(budgetCents),
    defaultValues: planToFields(plan),
  });
  // The plan is part of its project: edited on the project's version.
  const reload = useReload(
    form,
    { id: project.id, version: project.version, plan },
    async (client, { id }) => {
      const [fresh, freshPlan] = await Promise.all([
        client.fetchQuery(projectQueries.detail(id)),
        client.fetchQuery(budgetQueries.plan(id)),
      ]);
      return { id, version: fresh.version, plan: freshPlan };
    },
    (fresh) => planToFields(fresh.plan),
  );
  const { shell, pending } = useSaveForm(form, {
    update: useSaveBudgetPlan(),
    editing: project,
    reload,
    successToast: { title: 'Budget plan saved', variant: 'success' },
    logAs: 'Budget plan save failed',
  });
  const values = useWatch({ control: form.control }) as PlanFormFields;
  const unallocated = unallocatedCents(budgetCents, values);
  // Lines over the budget are reported on the lines as a whole (the API's 'lines').
  const linesError = (form.formState.errors.lines as FieldError | undefined)?.message;
  const hasPlan = plan.lines.length > 0 || (toCents(plan.contingency) ?? 0) > 0;

  return (
    <FormShell {...shell} label="Budget plan">
      <Typography color="textSecondary">Project budget: {formatMoney(plan.budget)}</Typography>
      <Box
        role="group"
        aria-label="Planned per category"
        aria-describedby={linesError ? linesErrorId : undefined}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {EXPENSE_CATEGORIES.map((category) => (
          <MoneyInput key={category.value} name={`lines.${category.value}`} label={category.label} />
        ))}
        <MoneyInput name="contingency" label="Contingency" />
      </Box>
      {linesError && (
        <FormHelperText id={linesErrorId} error role="alert" sx={{ mt: -1 }}>
          {linesError}
        </FormHelperText>
      )}
      <Typography
        role="status"
        sx={{ fontWeight: 600, color: unallocated < 0 ? 'error.main' : 'text.primary' }}
      >
        Unallocated: {formatCents(unallocated)}
      </Typography>
      <FormActions noun="Plan" createVerb="Create" editing={hasPlan} pending={pending} />
    </FormShell>
  );
}
