import type { BudgetPlan, ProjectForecast } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under the project's key: every change that refreshes the projects (expenses, estimates, change
// orders, the plan itself) refreshes the plan and the forecast with them.
const budgetKeys = {
  plan: (projectId: number) => ['/api/projects', projectId, 'budget'] as const,
  forecast: (projectId: number) => ['/api/projects', projectId, 'forecast'] as const,
};

export const budgetQueries = {
  plan: (projectId: number) =>
    queryOptions({
      queryKey: budgetKeys.plan(projectId),
      queryFn: () => api.get<BudgetPlan>(`/api/projects/${projectId}/budget`),
    }),
  forecast: (projectId: number) =>
    queryOptions({
      queryKey: budgetKeys.forecast(projectId),
      queryFn: () => api.get<ProjectForecast>(`/api/projects/${projectId}/forecast`),
    }),
};
