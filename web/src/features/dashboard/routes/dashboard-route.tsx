import Box from '@mui/material/Box';
import type { Expense, Project } from '@reno/domain';
import { MAX_PAGE_SIZE } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { expenseQueries } from '../../expenses/api/expense-queries';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { startedLabel } from '../../../lib/format-started';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { AddExpenseButton } from '../../expenses/components/add-expense-button';
import { ExpenseDetailsDialog, ExpenseFormDialog } from '../../expenses/components/lazy-expense-dialogs';
import { usePrefetchExpenseLimit } from '../../expenses/hooks/use-prefetch-expense-limit';
import { ExportRecordsButton } from '../../exports/components/export-records-button';
import { projectQueries } from '../../projects/api/project-queries';
import { ProjectedCostCard } from '../components/projected-cost-card';
import { RecentExpenses } from '../components/recent-expenses';
import { SpendingByCategory } from '../components/spending-by-category';
import { NextSteps } from '../components/next-steps';
import { SummaryCards } from '../components/summary-cards';
import { SelectedProjectGate } from '../../../app/selected-project/selected-project-gate';
import { LoadErrorAlert } from '../../../components/load-error-alert';

export function DashboardRoute() {
  return (
    <SelectedProjectGate noProjectText="Select a project from the sidebar to view your dashboard">
      {(project) => <ProjectDashboard key={project.id} project={project} />}
    </SelectedProjectGate>
  );
}

function ProjectDashboard({ project }: { project: Project }) {
  const summary = useQuery(projectQueries.summary(project.id));
  // The dashboard lists the project's expenses with pageSize 100 (the specification's dashboard load).
  const expenses = useQuery(expenseQueries.list({ projectId: project.id, pageSize: MAX_PAGE_SIZE }));
  // A query's answer re-renders at once, in one task; the cards, chart and list it fills (memoised) render
  // in the background instead, in slices the browser can interleave with input and paint.
  const summaryData = useDeferredValue(summary.data);
  const expensesData = useDeferredValue(expenses.data);
  const summaryLoading = summaryData === undefined && !summary.isError;
  const [adding, setAdding] = useState(false);
  const [openExpense, setOpenExpense] = useState<Expense | null>(null);
  const prefetchExpenseLimit = usePrefetchExpenseLimit();
  usePreloadOnIntent(ExpenseFormDialog.preload, ExpenseDetailsDialog.preload);
  // Nothing spent and nothing logged yet: show what to do first instead of an empty chart and list.
  const isNewProject = expensesData?.totalCount === 0;
  const openAdd = () => {
    prefetchExpenseLimit();
    setAdding(true);
  };

  return (
    <>
      <PageHeader
        title={project.name}
        subtitle={startedLabel(project.startDate)}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <ExportRecordsButton project={project} variant="outlined" />
            <AddExpenseButton onClick={openAdd} />
          </Box>
        }
      />
      {summary.isError && (
        <LoadErrorAlert
          title="Failed to fetch project summary"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          sx={{ mb: 2 }}
        />
      )}
      <SummaryCards summary={summaryData} loading={summaryLoading} />
      <ProjectedCostCard projectId={project.id} />
      {isNewProject ? (
        <NextSteps onAddExpense={openAdd} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <SpendingByCategory breakdown={summaryData?.categoryBreakdown} loading={summaryLoading} />
          {expenses.isError ? (
            <LoadErrorAlert
              title="Failed to fetch expenses"
              error={expenses.error}
              onRetry={() => void expenses.refetch()}
            />
          ) : (
            <RecentExpenses
              expenses={expensesData?.expenses}
              loading={expensesData === undefined}
              onOpen={setOpenExpense}
            />
          )}
        </Box>
      )}
      <LazyDialog open={adding}>
        <ExpenseFormDialog open={adding} projectId={project.id} onClose={() => setAdding(false)} />
      </LazyDialog>
      <LazyDialog open={!!openExpense}>
        <ExpenseDetailsDialog
          key={openExpense?.id ?? 'none'}
          expense={openExpense}
          projectId={project.id}
          onClose={() => setOpenExpense(null)}
        />
      </LazyDialog>
    </>
  );
}
