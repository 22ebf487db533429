// The lists the contractor and estimate filters read (issue 52): a contractor and an estimate of it (new
// ones, approved, unless `to` names the household's own) named on `count` of a bench project's expenses,
// spread evenly over its dates, through the API as the expense form would link them. The same count at every size: a contractor's page is one Query of its own
// partition, so what the bench shows is that the rest of the project is never read.
import type { Contractor, Estimate, Expense, ExpensePage } from '@reno/domain';
import type { ApiClient } from './api-client';

export interface LinkedExpenses {
  contractorId: number;
  estimateId: number;
}

export async function linkSpreadExpenses(
  api: ApiClient,
  projectId: number,
  size: number,
  count: number,
  to?: LinkedExpenses,
): Promise<LinkedExpenses> {
  const linked = to ?? (await newContractorAndEstimate(api, projectId));
  const step = Math.max(1, Math.floor(size / count));
  for (let k = 0; k < Math.min(count, size); k++) {
    // A page of one by number: the expense at that offset, wherever it falls in the project.
    const page = await api.call<ExpensePage>(
      'GET',
      `/api/expenses?projectId=${projectId}&pageSize=1&page=${1 + k * step}`,
    );
    const expense: Expense = page.expenses[0]!;
    await api.call('PUT', `/api/expenses/${expense.id}`, {
      projectId,
      description: expense.description,
      amount: expense.amount,
      category: expense.category,
      paymentMethod: expense.paymentMethod,
      date: expense.date,
      notes: expense.notes,
      ...linked,
    });
  }
  return linked;
}

async function newContractorAndEstimate(api: ApiClient, projectId: number): Promise<LinkedExpenses> {
  const contractor = await api.call<Contractor>('POST', '/api/contractors', { name: 'Linked contractor' });
  const estimate = await api.call<Estimate>('POST', '/api/estimates', {
    projectId,
    contractorId: contractor.id,
    title: 'Linked estimate',
    amount: '100000',
    date: '2025-01-01',
    status: 'approved',
  });
  return { contractorId: contractor.id, estimateId: estimate.id };
}
