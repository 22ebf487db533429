import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { selectedProjectRoute } from '../../../entities/project/selected-project/selected-project-route';
import { PageHeader } from '../../../components/page-header';
import { budgetQueries } from '../../../entities/budget/api/budget-queries';
import { useCanEdit } from '../../../lib/household-role';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { BudgetPlanSummary } from '../components/budget-plan-summary';
import { ForecastSection } from '../components/forecast-section';
import { ForecastPaymentsLine } from '../components/forecast-payments';
import { ForecastTotals } from '../components/forecast-totals';
import { ContentSpinner } from '../../../components/content-spinner';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';
import { TitledCard } from '../../../components/titled-card';

// The editor (react-hook-form, the domain's schemas) is its own chunk, requested with the plan, so the
// screen's initial JS stays within the signed-in routes' budget.
const BudgetPlanForm = lazyWithPreload(() => import('../components/budget-plan-form'), 'BudgetPlanForm');
const planSkeleton = <LoadingPlaceholder height={320} label="Loading the budget plan" />;
const screenSpinner = <ContentSpinner label="Loading the budget" />;

export const BudgetRoute = selectedProjectRoute(
  ProjectBudget,
  'Select a project from the sidebar to plan its budget',
);

/** The plan of the selected project beside its forecast: planned vs spent vs committed per category. */
function ProjectBudget({ project }: { project: Project }) {
  const plan = useQuery(budgetQueries.plan(project.id));
  // A viewer reads the plan; only those who may change it get the editor.
  const canEdit = useCanEdit();
  useEffect(() => {
    if (canEdit) BudgetPlanForm.preload().catch(() => {}); // rendering the form retries and reports
  }, [canEdit]);
  const forecast = useQuery(budgetQueries.forecast(project.id));

  // The totals' lines, the plan's form and the forecast each have a height known only once they are
  // there: the screen shows them together, so that none pushes another down when it arrives (a query
  // paused offline keeps its own placeholder below).
  // Once both answer, the body (the plan's form, the forecast) renders in the background, in slices the
  // browser interleaves with input and paint, not in one long task when the second answer arrives (issue 50).
  const loading = useDeferredValue(
    (forecast.isPending && !forecast.isPaused) || (plan.isPending && !plan.isPaused),
  );
  const body = (
    <>
      {forecast.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to fetch the forecast
        </Alert>
      ) : forecast.isPending ? (
        <Skeleton variant="text" width="50%" sx={{ fontSize: 28, mb: 2 }} />
      ) : (
        <>
          <ForecastTotals forecast={forecast.data} />
          <ForecastPaymentsLine forecast={forecast.data} />
        </>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <TitledCard title="Budget plan" titleGap={1}>
          {plan.isError ? (
            <Alert severity="error">Failed to fetch the budget plan</Alert>
          ) : plan.isPending ? (
            planSkeleton
          ) : canEdit ? (
            <BudgetPlanForm project={project} plan={plan.data} />
          ) : (
            <BudgetPlanSummary plan={plan.data} />
          )}
        </TitledCard>
        {forecast.isSuccess && <ForecastSection forecast={forecast.data} />}
      </Box>
    </>
  );
  return (
    <>
      <PageHeader title="Budget" subtitle="Plan each category and see where the project will finish" />
      {loading ? screenSpinner : <Suspense fallback={screenSpinner}>{body}</Suspense>}
    </>
  );
}
