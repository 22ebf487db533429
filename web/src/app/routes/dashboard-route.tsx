import type { Project } from '@reno/domain';
import { selectedProjectRoute } from '../../entities/project/selected-project/selected-project-route';
import { ProjectDashboard } from '../../features/dashboard/components/project-dashboard';
import { AddExpenseButton } from '../../features/expenses/components/add-expense-button';
import { WaitingExpensesSection } from '../../features/expenses/components/waiting-expenses-section';
import { useExpenseDialogs } from '../../features/expenses/hooks/use-expense-dialogs';
import { ExportRecordsButton } from '../../features/exports/components/export-records-button';

// The dashboard offers what two other features do: adding and opening expenses, and exporting the
// project's records. They are put together here, so that the dashboard itself knows neither.
export const DashboardRoute = selectedProjectRoute(
  Dashboard,
  'Select a project from the sidebar to view your dashboard',
);

function Dashboard({ project }: { project: Project }) {
  const expenses = useExpenseDialogs(project.id);
  return (
    <>
      <ProjectDashboard
        project={project}
        actions={
          <>
            <ExportRecordsButton project={project} variant="outlined" />
            <AddExpenseButton onClick={expenses.openAdd} />
          </>
        }
        onAddExpense={expenses.openAdd}
        onOpenExpense={expenses.openDetails}
        waiting={<WaitingExpensesSection projectId={project.id} />}
      />
      {expenses.dialogs}
    </>
  );
}
