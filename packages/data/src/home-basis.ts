// What a home's adjusted basis is read from (docs/product.md#basis-report). The totals: the home, a Query of
// the household's projects (each holding its basis sums, expense-basis.ts; one stored before them is upgraded
// first) and the home's reductions — never the expenses. The lines: the expenses of the home's projects a page
// at a time, project by project (by id), each project's by date.
import {
  FIRST_HOME_ID,
  MAX_LIST_LIMIT,
  type BasisLineExpense,
  type BasisSums,
  type HomeBasisInput,
} from '@reno/domain';
import type { DataContext } from './context';
import { householdProjects, projectExpenses } from './access-patterns';
import { listBasisReductions } from './basis-reductions';
import { hasBasis, upgradeProjectBasis } from './basis-upgrade';
import { InvalidInputError } from './errors';
import { toExpenseRecord } from './expenses';
import { ensureFirstHome, getHome, homeIdOf, type HomeRecord } from './homes';
import { projectKey } from './keys';
import { readListPage, type ListPageOptions } from './list-pages';
import { toProjectRecord } from './projects';
import { getItem, queryAll, type Item } from './requests';
import { basisClassOf, num } from './validate';

async function homeOf(ctx: DataContext, householdId: string, homeId: number): Promise<HomeRecord | null> {
  return homeId === FIRST_HOME_ID ? ensureFirstHome(ctx, householdId) : getHome(ctx, householdId, homeId);
}

/** The home's project items, by id. */
async function homeProjectItems(ctx: DataContext, householdId: string, homeId: number): Promise<Item[]> {
  const items = await queryAll(ctx, householdProjects(householdId));
  return items.filter((item) => homeIdOf(item) === homeId).sort((a, b) => num(a.id) - num(b.id));
}

const numbersOf = (value: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );

function sumsOf(project: Item): BasisSums {
  return { cents: numbersOf(project.basisCents), noReceipt: numbersOf(project.basisNoReceipt) };
}

/** The project item with its basis sums: as read, or upgraded first (once) and read again. */
async function withSums(ctx: DataContext, householdId: string, project: Item): Promise<Item | undefined> {
  if (hasBasis(project)) return project;
  await upgradeProjectBasis(ctx, householdId, num(project.id));
  return getItem(ctx, projectKey(householdId, num(project.id)));
}

const projectOf = (item: Item) => {
  const { id, name, extensiveRemodel } = toProjectRecord(item);
  return { id, name, extensiveRemodel };
};

/**
 * The records of home `homeId`'s totals: one Query of the projects, one of the reductions (plus the upgrade of
 * a project stored before the sums, once); null when the household has no such home.
 */
export async function readHomeBasis(
  ctx: DataContext,
  householdId: string,
  homeId: number,
): Promise<HomeBasisInput | null> {
  const home = await homeOf(ctx, householdId, homeId);
  if (!home) return null;
  const [items, reductions] = await Promise.all([
    homeProjectItems(ctx, householdId, homeId),
    listBasisReductions(ctx, householdId, homeId),
  ]);
  const projects = await Promise.all(items.map((item) => withSums(ctx, householdId, item)));
  return {
    home,
    projects: projects
      .filter((item): item is Item => item !== undefined)
      .map((item) => ({ ...projectOf(item), sums: sumsOf(item) })),
    reductions,
  };
}

export interface HomeBasisLinesPage {
  projects: { id: number; name: string; extensiveRemodel: boolean }[];
  expenses: BasisLineExpense[];
  nextCursor: string | null;
}

const invalidCursor = () => new InvalidInputError('cursor', 'Invalid cursor');

/** Where a page starts: a project of the home and the cursor within its expenses (null: its first). */
function parseCursor(text: string): { projectId: number; inner: string | null } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor();
  const [projectId, inner] = value as unknown[];
  if (!Number.isSafeInteger(projectId) || (inner !== null && typeof inner !== 'string'))
    throw invalidCursor();
  return { projectId: projectId as number, inner: inner as string | null };
}

const encodeCursor = (projectId: number, inner: string | null) =>
  Buffer.from(JSON.stringify([projectId, inner])).toString('base64url');

/**
 * A page of the lines of home `homeId`: at most `limit` expenses of its projects, by project id then by date,
 * from `cursor`. One Query of the projects, then a Query of expenses per project the page reaches (projects
 * with none are passed over by their count); null when the household has no such home.
 */
export async function readHomeBasisLines(
  ctx: DataContext,
  householdId: string,
  homeId: number,
  options: ListPageOptions,
): Promise<HomeBasisLinesPage | null> {
  const [home, items] = await Promise.all([
    homeOf(ctx, householdId, homeId),
    homeProjectItems(ctx, householdId, homeId),
  ]);
  if (!home) return null;
  const withExpenses = items.filter((item) => num(item.expenseCount) !== 0);
  let index = 0;
  let inner: string | null = null;
  if (options.cursor) {
    const start = parseCursor(options.cursor);
    index = withExpenses.findIndex((item) => num(item.id) === start.projectId);
    if (index < 0) throw invalidCursor();
    inner = start.inner;
  }
  const expenses: BasisLineExpense[] = [];
  while (index < withExpenses.length && expenses.length < options.limit) {
    const query = projectExpenses(householdId, num(withExpenses[index]!.id));
    const page = await readListPage(ctx, query, { limit: options.limit - expenses.length, cursor: inner });
    expenses.push(
      ...page.items.map((item) => ({
        ...toExpenseRecord(item),
        countedClass: basisClassOf(item.basisCounted),
      })),
    );
    inner = page.nextCursor;
    if (inner === null) index += 1;
  }
  const next = withExpenses[index];
  return {
    projects: items.map(projectOf),
    expenses,
    nextCursor: next ? encodeCursor(num(next.id), inner) : null,
  };
}

/**
 * The home's lines page after page, each page a bounded read (`limit` expenses): for a reader that needs more
 * than one.
 */
export async function* homeBasisLinePages(
  ctx: DataContext,
  householdId: string,
  homeId: number,
  limit = MAX_LIST_LIMIT,
): AsyncGenerator<HomeBasisLinesPage> {
  let cursor: string | null = null;
  do {
    const page: HomeBasisLinesPage | null = await readHomeBasisLines(ctx, householdId, homeId, {
      limit,
      cursor,
    });
    if (!page) return;
    yield page;
    cursor = page.nextCursor;
  } while (cursor);
}
