import Box from '@mui/material/Box';
import type { Expense, Project } from '@reno/domain';
import { MAX_PAGE_SIZE } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageHeader } from '../../../components/page-header';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { startedLabel } from '../../../lib/format-started';
import { DueThisWeek, useDueThisWeek } from './due-this-week';
import { HomeRecordCards } from './lazy-home-record-cards';
import { NextSteps } from './next-steps';
import { ProjectedCostCard } from './projected-cost-card';
import { RecentExpenses } from './recent-expenses';
import { SpendingByCategory } from './spending-by-category';
import { SummaryCards } from './summary-cards';

interface ProjectDashboardProps {
  project: Project;
  /** The header's buttons (the app puts the export and 'Add Expense' there). */
  actions: ReactNode;
  /** 'Add an expense' among the next steps of a new project. */
  onAddExpense: () => void;
  /** A recent expense was chosen. */
  onOpenExpense: (expense: Expense) => void;
  /** Expenses added offline, shown apart from the figures (the app puts them here). */
  waiting?: ReactNode;
}

/** The selected project at a glance: its figures, where the money went and the latest expenses. */
export function ProjectDashboard({
  project,
  actions,
  onAddExpense,
  onOpenExpense,
  waiting,
}: ProjectDashboardProps) {
  const summary = useQuery(projectQueries.summary(project.id));
  // The dashboard lists the project's expenses with pageSize 100 (docs/product.md#dashboard).
  const expenses = useQuery(expenseQueries.list({ projectId: project.id, pageSize: MAX_PAGE_SIZE }));
  // A query's answer re-renders at once, in one task; the cards, chart and list it fills (memoised) render
  // in the background instead, in slices the browser can interleave with input and paint.
  const summaryData = useDeferredValue(summary.data);
  const expensesData = useDeferredValue(expenses.data);
  const summaryLoading = summaryData === undefined && !summary.isError;
  // Nothing spent and nothing logged yet: show what to do first instead of an empty chart and list.
  const isNewProject = expensesData?.totalCount === 0;
  const dueThisWeek = useDueThisWeek(project.id);
  // What stands below the summary (forecast, chart, list, home record) mounts in one render once 'Due this
  // week' is known: deferred, React renders it in slices instead of one long task.
  const belowSummaryKnown = useDeferredValue(dueThisWeek.known);

  return (
    <>
      <PageHeader
        title={project.name}
        subtitle={startedLabel(project.startDate)}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>{actions}</Box>
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
      {waiting}
      {/* Below the summary, nothing until it is known whether 'Due this week' stands first (no shift). */}
      {belowSummaryKnown && (
        <>
          <DueThisWeek due={dueThisWeek.due} />
          <ProjectedCostCard projectId={project.id} />
          {isNewProject ? (
            <NextSteps onAddExpense={onAddExpense} />
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
                  onOpen={onOpenExpense}
                />
              )}
            </Box>
          )}
          <HomeRecordCards />
        </>
      )}
    </>
  );
}
