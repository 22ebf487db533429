import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatCents, toCents, type Expense, type Project } from '@reno/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { AddExpenseButton } from '../components/add-expense-button';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { ContentSpinner } from '../../../components/content-spinner';
import { EmptyState } from '../../../components/empty-state';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { useDeleteExpense } from '../../../entities/expense/api/expense-mutations';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import { ExpenseFiltersBar } from '../components/expense-filters-bar';
import { ExpenseCardList, ExpenseTable } from '../components/lazy-expense-views';
import { ExpenseDetailsDialog, ExpenseFormDialog } from '../components/lazy-expense-dialogs';
import { ExpensePagination } from '../components/expense-pagination';
import { useExpenseFilters } from '../hooks/use-expense-filters';
import { useExportExpensesCsv } from '../hooks/use-export-expenses-csv';
import { usePrefetchExpenseLimit } from '../hooks/use-prefetch-expense-limit';
import { hasActiveFilters } from '../utils/expense-filters';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { SelectedProjectGate } from '../../../entities/project/selected-project/selected-project-gate';
import { LoadErrorAlert } from '../../../components/load-error-alert';

export function ExpensesRoute() {
  return (
    <SelectedProjectGate noProjectText="Select a project from the sidebar to view expenses">
      {(project) => <ProjectExpenses key={project.id} project={project} />}
    </SelectedProjectGate>
  );
}

const countLabel = (count: number) => `${count} ${count === 1 ? 'expense' : 'expenses'}`;

function ProjectExpenses({ project }: { project: Project }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const ExpenseList = wide ? ExpenseTable : ExpenseCardList;
  // The list's code downloads beside the page of expenses, not after it.
  useEffect(() => void ExpenseList.preload().catch(() => {}), [ExpenseList]);
  const {
    filters,
    searchText,
    setSearchText,
    setCategory,
    setPaymentMethod,
    setPage,
    setPageSize,
    clearFilters,
  } = useExpenseFilters();
  const expenses = useQuery({
    ...expenseQueries.list({
      projectId: project.id,
      page: filters.page,
      pageSize: filters.pageSize,
      search: filters.search || undefined,
      category: filters.category || undefined,
      paymentMethod: filters.paymentMethod || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const contractors = useQuery(contractorQueries.list());
  const contractorList = contractors.data ?? [];
  const exportCsv = useExportExpensesCsv(project, contractorList);
  const dialogs = useRecordDialogs<Expense>({ mutation: useDeleteExpense() });
  const [opened, setOpened] = useState<Expense | null>(null);
  const prefetchExpenseLimit = usePrefetchExpenseLimit();
  const openAdd = () => {
    prefetchExpenseLimit();
    dialogs.openAdd();
  };
  usePreloadOnIntent(ExpenseFormDialog.preload, ExpenseDetailsDialog.preload, ConfirmDialog.preload);

  const pageExpenses = expenses.data?.expenses ?? [];
  const pageTotalCents = pageExpenses.reduce((sum, expense) => sum + (toCents(expense.amount) ?? 0), 0);
  const actions = { onOpen: setOpened, onEdit: dialogs.openEdit, onDelete: dialogs.askDelete };

  return (
    <>
      <PageHeader
        title="Expenses"
        liveSubtitle
        subtitle={
          expenses.data
            ? `${countLabel(pageExpenses.length)} on this page · ${formatCents(pageTotalCents)}`
            : 'Loading expenses…'
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              disabled={exportCsv.isPending || !expenses.data?.totalCount}
              onClick={() => exportCsv.mutate(filters)}
            >
              {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
            </Button>
            <AddExpenseButton onClick={openAdd} />
          </Box>
        }
      />

      <ExpenseFiltersBar
        filters={filters}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onCategoryChange={setCategory}
        onPaymentMethodChange={setPaymentMethod}
        onClear={clearFilters}
      />

      {expenses.isError ? (
        <LoadErrorAlert
          title="Failed to fetch expenses"
          error={expenses.error}
          onRetry={() => void expenses.refetch()}
        />
      ) : expenses.isPending ? (
        <ContentSpinner label="Loading expenses" />
      ) : pageExpenses.length === 0 ? (
        hasActiveFilters(filters) ? (
          <EmptyState
            headingLevel="h2"
            title="No expenses match your filters"
            description="Try another search or clear the filters."
            action={<Button onClick={clearFilters}>Clear Filters</Button>}
          />
        ) : (
          <EmptyState
            headingLevel="h2"
            icon={<ReceiptLongIcon />}
            title="No expenses yet"
            description="Add your first expense to get started"
            action={
              <Button variant="contained" onClick={openAdd}>
                Add Expense
              </Button>
            }
          />
        )
      ) : (
        <Suspense fallback={<ContentSpinner label="Loading expenses" />}>
          <ExpenseList expenses={pageExpenses} contractors={contractorList} {...actions} />
        </Suspense>
      )}

      {expenses.data && expenses.data.totalCount > 0 && (
        <ExpensePagination
          page={filters.page}
          totalPages={expenses.data.totalPages}
          pageSize={filters.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      )}

      <LazyDialog open={dialogs.formOpen}>
        {dialogs.formOpen && (
          <ExpenseFormDialog
            open
            projectId={project.id}
            expense={dialogs.editing}
            onClose={dialogs.closeForm}
          />
        )}
      </LazyDialog>
      <LazyDialog open={!!opened}>
        <ExpenseDetailsDialog
          key={opened?.id ?? 'none'}
          expense={opened}
          projectId={project.id}
          onClose={() => setOpened(null)}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Expense">
        Are you sure you want to delete &quot;{dialogs.deleting?.description}&quot;? This action cannot be
        undone.
      </DeleteDialog>
    </>
  );
}
