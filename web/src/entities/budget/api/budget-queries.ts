import type { BudgetPlan, ProjectForecast } from '@reno/domain';
import { answerQuery } from '../../../lib/api-queries';

// Under the project's key: every change that refreshes the projects (expenses, estimates, change
// orders, the plan itself) refreshes the plan and the forecast with them.
const budgetKeys = {
  plan: (projectId: number) => ['/api/projects', projectId, 'budget'] as const,
  forecast: (projectId: number) => ['/api/projects', projectId, 'forecast'] as const,
};

export const budgetQueries = {
  plan: (projectId: number) =>
    answerQuery<BudgetPlan>(budgetKeys.plan(projectId), `/api/projects/${projectId}/budget`),
  forecast: (projectId: number) =>
    answerQuery<ProjectForecast>(budgetKeys.forecast(projectId), `/api/projects/${projectId}/forecast`),
};
