import {
  centsToDecimal,
  FIRST_HOME_ID,
  hundredthsToDecimal,
  projectCreateSchema,
  projectSummary,
  projectUpdateSchema,
  slugCandidate,
  slugify,
  toCents,
  type Project,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend, type FakeDb } from './fake-db';
import { homesOf } from './home-handlers';
import { deleted, idOf, invalidInput, json, notFound, route } from './fake-route';
import { editedBy, madeBy } from './fake-edits';

export function makeProject(overrides: Partial<Project> & Pick<Project, 'id' | 'name'>): Project {
  return {
    homeId: FIRST_HOME_ID,
    extensiveRemodel: false,
    slug: slugify(overrides.name),
    description: null,
    budget: '10000.00',
    taxRate: '13.00',
    startDate: '2025-03-01T12:00:00.000Z',
    ...fixtureMade(),
    ...overrides,
  };
}

const cents = (value: string | undefined) => toCents(value ?? '0') ?? 0;
const sumCents = (values: string[]) => values.reduce((total, value) => total + cents(value), 0);

/** A project with the spent total the API keeps with it. */
function withTotals(db: FakeDb, project: Project): Project {
  const spent = sumCents(db.expenses.filter((e) => e.projectId === project.id).map((e) => e.amount));
  return { ...project, totalSpent: centsToDecimal(spent) };
}

function summaryOf(db: FakeDb, project: Project) {
  const expenses = db.expenses.filter((expense) => expense.projectId === project.id);
  const spentByCategoryCents: Record<string, number> = {};
  for (const expense of expenses) {
    spentByCategoryCents[expense.category] =
      (spentByCategoryCents[expense.category] ?? 0) + cents(expense.amount);
  }
  const approved = db.estimates.filter((e) => e.projectId === project.id && e.status === 'approved');
  return projectSummary({
    budgetCents: cents(project.budget),
    spentCents: sumCents(expenses.map((expense) => expense.amount)),
    spentByCategoryCents,
    approvedEstimatesCents: sumCents(approved.map((estimate) => estimate.totalWithTax)),
    paidEstimatesCents: sumCents(
      expenses.filter((expense) => expense.estimateId !== null).map((expense) => expense.amount),
    ),
  });
}

function uniqueSlug(db: FakeDb, name: string): string {
  const taken = new Set(db.projects.map((project) => project.slug));
  const base = slugify(name);
  let attempt = 1;
  while (taken.has(slugCandidate(base, attempt))) attempt += 1;
  return slugCandidate(base, attempt);
}

/** The project routes: a delete takes the project's expenses, estimates and milestones with it. */
export function projectHandlers({ db, nextId, me }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => db.projects.find((project) => project.id === idOf(idText));

  return [
    route('GET', '/api/projects', () =>
      json(
        200,
        db.projects.map((project) => withTotals(db, project)),
      ),
    ),
    route('POST', '/api/projects', ({ body }) => {
      const parsed = projectCreateSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const homeId = parsed.data.homeId ?? FIRST_HOME_ID;
      if (!homesOf(db).some((home) => home.id === homeId)) return notFound('Home');
      const now = new Date().toISOString();
      const project = makeProject({
        id: nextId(),
        userId: me().id,
        name: parsed.data.name,
        slug: uniqueSlug(db, parsed.data.name),
        description: parsed.data.description,
        budget: centsToDecimal(parsed.data.budget),
        taxRate: hundredthsToDecimal(parsed.data.taxRate),
        homeId,
        extensiveRemodel: parsed.data.extensiveRemodel ?? false,
        startDate: now,
        createdAt: now,
        ...madeBy(me()),
      });
      db.projects.push(project);
      return json(201, withTotals(db, project));
    }),
    route('GET', '/api/projects/{id}/summary', ({ params }) => {
      const project = find(params.id);
      return project ? json(200, summaryOf(db, project)) : notFound('Project');
    }),
    route('GET', '/api/projects/{id}', ({ params }) => {
      const project = find(params.id);
      return project ? json(200, withTotals(db, project)) : notFound('Project');
    }),
    route('PUT', '/api/projects/{id}', ({ params, body, headers }) => {
      const project = find(params.id);
      if (!project) return notFound('Project');
      const parsed = projectUpdateSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { name, description, budget, taxRate, homeId, extensiveRemodel } = parsed.data;
      if (homeId !== undefined && !homesOf(db).some((home) => home.id === homeId)) return notFound('Home');
      const edits = editedBy(project, me(), headers, 'project');
      if (edits instanceof Response) return edits;
      Object.assign(project, edits, {
        name,
        budget: centsToDecimal(budget),
        ...(description === undefined ? {} : { description }),
        ...(taxRate === undefined ? {} : { taxRate: hundredthsToDecimal(taxRate) }),
        ...(homeId === undefined ? {} : { homeId }),
        ...(extensiveRemodel === undefined ? {} : { extensiveRemodel }),
      });
      return json(200, withTotals(db, project));
    }),
    route('DELETE', '/api/projects/{id}', ({ params }) => {
      const project = find(params.id);
      if (!project) return notFound('Project');
      const outsideProject = <T extends { projectId: number }>(record: T) => record.projectId !== project.id;
      db.projects = db.projects.filter((candidate) => candidate !== project);
      db.expenses = db.expenses.filter(outsideProject);
      db.estimates = db.estimates.filter(outsideProject);
      db.milestones = db.milestones.filter(outsideProject);
      return deleted('Project');
    }),
  ];
}
