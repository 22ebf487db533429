import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatCents, toCents, type Expense, type ExpensePage, type Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { ContentSpinner } from '../../../components/content-spinner';
import { DeleteDialog } from '../../../components/delete-dialog';
import { EmptyState } from '../../../components/empty-state';
import { NoRecordsYet } from '../../../components/record-list';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { QueryState } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { useRecordDialogs, type RecordDialogs } from '../../../components/use-record-dialogs';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { useDeleteExpense } from '../../../entities/expense/api/expense-mutations';
import { expenseCount } from '../../../entities/expense/utils/expense-count';
import { selectedProjectRoute } from '../../../entities/project/selected-project/selected-project-route';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { AddExpenseButton } from '../components/add-expense-button';
import { ExpenseFiltersBar } from '../components/expense-filters-bar';
import { ImportStatementButton } from '../components/import-statement-button';
import { WaitingExpensesSection } from '../components/waiting-expenses-section';
import { ExpensePagination } from '../components/expense-pagination';
import { ExpenseDetailsDialog, ExpenseFormDialog } from '../components/lazy-expense-dialogs';
import { ExpenseCardList, ExpenseTable } from '../components/lazy-expense-views';
import { OpenedExpenseDialog } from '../components/opened-expense-dialog';
import { useExpenseFilters } from '../hooks/use-expense-filters';
import { useExpensePage } from '../hooks/use-expense-page';
import { useExportExpensesCsv } from '../hooks/use-export-expenses-csv';
import { usePrefetchExpenseLimit } from '../hooks/use-prefetch-expense-limit';
import { hasActiveFilters, type ExpenseFilters } from '../utils/expense-filters';

export const ExpensesRoute = selectedProjectRoute(
  ProjectExpenses,
  'Select a project from the sidebar to view expenses',
);

/**
 * The project's expenses, filtered and paged, as a table (wide) or cards (narrow)
 * (docs/product.md#expenses-screen).
 */
function ProjectExpenses({ project }: { project: Project }) {
  // The table on wide screens, the cards on narrow ones, never both: each loads only where it is shown,
  // its code beside the page of expenses rather than after it.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const ExpenseView = wide ? ExpenseTable : ExpenseCardList;
  useEffect(() => void ExpenseView.preload().catch(() => {}), [ExpenseView]);
  const filtering = useExpenseFilters();
  const { filters } = filtering;
  const expenses = useExpensePage(project.id, filters);
  const contractors = useQuery(contractorQueries.list()).data ?? [];
  const exportCsv = useExportExpensesCsv(project, contractors);
  const dialogs = useRecordDialogs<Expense>({ mutation: useDeleteExpense() });
  const [opened, setOpened] = useState<Expense | null>(null);
  const prefetchExpenseLimit = usePrefetchExpenseLimit();
  const openAdd = () => {
    prefetchExpenseLimit();
    dialogs.openAdd();
  };
  usePreloadOnIntent(ExpenseFormDialog.preload, ExpenseDetailsDialog.preload, ConfirmDialog.preload);

  const pageExpenses = expenses.data?.expenses ?? [];

  return (
    <>
      <ExpensesHeader
        expenses={expenses.data && pageExpenses}
        exportCsv={{
          disabled: exportCsv.isPending || !expenses.data || !hasPages(expenses.data, 1),
          pending: exportCsv.isPending,
          start: () => exportCsv.mutate(filters),
        }}
        onAdd={openAdd}
      />
      <WaitingExpensesSection projectId={project.id} />
      <ExpenseFiltersBar
        filters={filters}
        searchText={filtering.searchText}
        onSearchTextChange={filtering.setSearchText}
        onCategoryChange={filtering.setCategory}
        onPaymentMethodChange={filtering.setPaymentMethod}
        onLinkFilterRemove={filtering.clearLinkFilter}
        onClear={filtering.clearFilters}
      />
      <QueryState
        query={expenses}
        errorTitle="Failed to fetch expenses"
        placeholder={<ContentSpinner label="Loading expenses" />}
      >
        {(page) => {
          // Below the rows and shown with them: shown before the rows' code arrived, the rows would push it down.
          const pagination = <Pages page={page} filtering={filtering} />;
          return page.expenses.length === 0 ? (
            <>
              <NoExpenses filters={filters} onClearFilters={filtering.clearFilters} onAdd={openAdd} />
              {pagination}
            </>
          ) : (
            <Suspense fallback={<ContentSpinner label="Loading expenses" />}>
              <ExpenseView
                expenses={page.expenses}
                contractors={contractors}
                onOpen={setOpened}
                onEdit={dialogs.openEdit}
                onDelete={dialogs.askDelete}
              />
              {pagination}
            </Suspense>
          );
        }}
      </QueryState>

      <ExpenseDialogs
        projectId={project.id}
        dialogs={dialogs}
        opened={opened}
        onCloseOpened={() => setOpened(null)}
      />
    </>
  );
}

/** The page's 'Rows per page' and page buttons, when there is anything to page through. */
function Pages({ page, filtering }: { page: ExpensePage; filtering: ReturnType<typeof useExpenseFilters> }) {
  const { filters } = filtering;
  if (!hasPages(page, filters.page)) return null;
  return (
    <ExpensePagination
      page={filters.page}
      totalPages={page.totalPages}
      hasNext={page.nextCursor !== null}
      searched={page.searched}
      pageSize={filters.pageSize}
      onPageChange={filtering.setPage}
      onPageSizeChange={filtering.setPageSize}
    />
  );
}

/**
 * Whether there is anything to page through: a counted total above 0, rows on this page, a page after it
 * (a search or a combination may find none in one window yet have more to look at), or pages before it.
 */
function hasPages(page: ExpensePage, pageNumber: number): boolean {
  return (page.totalCount ?? 0) > 0 || page.expenses.length > 0 || page.nextCursor !== null || pageNumber > 1;
}

/** None to show: because of the filters (clear them), or none at all yet (add the first). */
function NoExpenses({
  filters,
  onClearFilters,
  onAdd,
}: {
  filters: ExpenseFilters;
  onClearFilters: () => void;
  onAdd: () => void;
}) {
  return hasActiveFilters(filters) ? (
    <EmptyState
      headingLevel="h2"
      title="No expenses match your filters"
      description="Try another search or clear the filters."
      action={<Button onClick={onClearFilters}>Clear Filters</Button>}
    />
  ) : (
    <NoRecordsYet
      icon={<ReceiptLongIcon />}
      title="No expenses yet"
      description="Add your first expense to get started"
      addLabel="Add Expense"
      onAdd={onAdd}
    />
  );
}

interface ExpensesHeaderProps {
  /** The page's expenses; undefined while they load. */
  expenses: Expense[] | undefined;
  exportCsv: { disabled: boolean; pending: boolean; start: () => void };
  onAdd: () => void;
}

/** 'Expenses', what this page holds ('3 expenses on this page · $1,234.00'), Export CSV and Add Expense. */
function ExpensesHeader({ expenses, exportCsv, onAdd }: ExpensesHeaderProps) {
  const totalCents = (expenses ?? []).reduce((sum, expense) => sum + (toCents(expense.amount) ?? 0), 0);
  return (
    <PageHeader
      title="Expenses"
      liveSubtitle
      subtitle={
        expenses
          ? `${expenseCount(expenses.length)} on this page · ${formatCents(totalCents)}`
          : 'Loading expenses…'
      }
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={exportCsv.disabled}
            onClick={exportCsv.start}
          >
            {exportCsv.pending ? 'Exporting...' : 'Export CSV'}
          </Button>
          <ImportStatementButton />
          <AddExpenseButton onClick={onAdd} />
        </Box>
      }
    />
  );
}

interface ExpenseDialogsProps {
  projectId: number;
  dialogs: RecordDialogs<Expense>;
  /** The expense whose details are open, or null. */
  opened: Expense | null;
  onCloseOpened: () => void;
}

/** The add/edit form, an opened expense's details, and the delete confirmation. */
function ExpenseDialogs({ projectId, dialogs, opened, onCloseOpened }: ExpenseDialogsProps) {
  return (
    <>
      <LazyDialog open={dialogs.formOpen}>
        {dialogs.formOpen && (
          <ExpenseFormDialog
            open
            projectId={projectId}
            expense={dialogs.editing}
            onClose={dialogs.closeForm}
          />
        )}
      </LazyDialog>
      <OpenedExpenseDialog expense={opened} projectId={projectId} onClose={onCloseOpened} />
      <DeleteDialog dialogs={dialogs} title="Delete Expense">
        Are you sure you want to delete &quot;{dialogs.deleting?.description}&quot;? This action cannot be
        undone.
      </DeleteDialog>
    </>
  );
}
