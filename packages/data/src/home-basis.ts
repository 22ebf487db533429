// What a home's adjusted basis is computed from (docs/product.md#basis-report): the home, the projects in it,
// every expense of those projects and the home's reductions. Read in pages, not from stored aggregates: one
// Query of the projects, one paged Query per project of its expenses, one of the reductions.
import { FIRST_HOME_ID, type BasisReportInput } from '@reno/domain';
import type { DataContext } from './context';
import { projectExpenses } from './access-patterns';
import { listBasisReductions } from './basis-reductions';
import { toExpenseRecord } from './expenses';
import { ensureFirstHome, getHome } from './homes';
import { listProjects } from './projects';
import { queryAll } from './requests';

/** The records of home `homeId`'s basis; null when the household has no such home. */
export async function readHomeBasis(
  ctx: DataContext,
  householdId: string,
  homeId: number,
): Promise<BasisReportInput | null> {
  const home =
    homeId === FIRST_HOME_ID
      ? await ensureFirstHome(ctx, householdId)
      : await getHome(ctx, householdId, homeId);
  if (!home) return null;
  const [projects, reductions] = await Promise.all([
    listProjects(ctx, householdId),
    listBasisReductions(ctx, householdId, homeId),
  ]);
  const inHome = projects.filter((project) => project.homeId === homeId);
  const expenses = await Promise.all(
    inHome.map(async (project) =>
      (await queryAll(ctx, projectExpenses(householdId, project.id))).map(toExpenseRecord),
    ),
  );
  return { home, projects: inHome, expenses: expenses.flat(), reductions };
}
