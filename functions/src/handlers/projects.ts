import {
  createProject,
  deleteProject,
  getProject,
  getProjectWithForecast,
  listProjects,
  setBudgetPlan,
  updateProject,
  type ProjectRecord,
} from '@reno/data';
import { getCaller } from '../lib/http/claims';
import { createApiHandler } from '../lib/http/create-api-handler';
import { NotFoundError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { deletedMessage } from '../lib/http/messages';
import { idParam } from '../lib/http/path-params';
import { created, ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { earlierCreate } from '../lib/http/idempotency-key';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import {
  presentBudgetPlan,
  presentProject,
  presentProjectForecast,
  presentProjectSummary,
} from '../lib/presenters/project';
import { deleteStoredObjects } from '../lib/uploads/stored-objects';

async function requireProject(sub: string, id: number) {
  const project = await getProject(data, sub, id);
  if (!project) throw new NotFoundError('Project not found');
  return project;
}

async function list(event: ApiEvent) {
  const { sub } = getCaller(event);
  return ok((await listProjects(data, sub)).map(presentProject));
}

async function create(event: ApiEvent) {
  const { sub } = getCaller(event);
  const input = await parseRequest('projectCreateSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<ProjectRecord>(event, sub);
  if (earlier) return created(presentProject(earlier));
  const project = await createProject(
    data,
    sub,
    {
      name: input.name,
      description: input.description,
      budgetCents: input.budget,
      taxRateHundredths: input.taxRate,
    },
    { idempotency },
  );
  return created(presentProject(project));
}

async function get(event: ApiEvent) {
  const { sub } = getCaller(event);
  return ok(presentProject(await requireProject(sub, idParam(event, 'Project'))));
}

async function update(event: ApiEvent) {
  const { sub } = getCaller(event);
  const id = idParam(event, 'Project');
  const input = await parseRequest('projectUpdateSchema', readJsonBody(event));
  // A PUT without a description keeps the stored one (the schema leaves it undefined).
  const description =
    input.description === undefined ? (await requireProject(sub, id)).description : input.description;
  const project = await updateProject(data, sub, id, {
    name: input.name,
    description,
    budgetCents: input.budget,
    ...(input.taxRate === undefined ? {} : { taxRateHundredths: input.taxRate }),
  });
  return ok(presentProject(project));
}

/** Deletes the project with its expenses, estimates and milestones, then their receipts and attachments. */
async function remove(event: ApiEvent) {
  const { sub } = getCaller(event);
  const { objectKeys } = await deleteProject(data, sub, idParam(event, 'Project'));
  await deleteStoredObjects(sub, objectKeys);
  return ok(deletedMessage('Project'));
}

async function summary(event: ApiEvent) {
  const { sub } = getCaller(event);
  return ok(presentProjectSummary(await requireProject(sub, idParam(event, 'Project'))));
}

/** The project with its forecast aggregates (one GetItem; a project stored before them is upgraded once). */
async function requireProjectWithForecast(sub: string, id: number) {
  const project = await getProjectWithForecast(data, sub, id);
  if (!project) throw new NotFoundError('Project not found');
  return project;
}

async function budget(event: ApiEvent) {
  const { sub } = getCaller(event);
  return ok(presentBudgetPlan(await requireProjectWithForecast(sub, idParam(event, 'Project'))));
}

/** Replaces the plan; lines plus contingency may not exceed the project budget. */
async function replaceBudget(event: ApiEvent) {
  const { sub } = getCaller(event);
  const id = idParam(event, 'Project');
  const input = await parseRequest('budgetPlanInputSchema', readJsonBody(event));
  const project = await setBudgetPlan(data, sub, id, {
    contingencyCents: input.contingency,
    lines: input.lines.map((line) => ({ category: line.category, plannedCents: line.planned })),
  });
  return ok(presentBudgetPlan(project));
}

async function forecast(event: ApiEvent) {
  const { sub } = getCaller(event);
  return ok(presentProjectForecast(await requireProjectWithForecast(sub, idParam(event, 'Project'))));
}

export const handler = createApiHandler({
  'GET /api/projects': list,
  'POST /api/projects': create,
  'GET /api/projects/{id}': get,
  'PUT /api/projects/{id}': update,
  'DELETE /api/projects/{id}': remove,
  'GET /api/projects/{id}/summary': summary,
  'GET /api/projects/{id}/budget': budget,
  'PUT /api/projects/{id}/budget': replaceBudget,
  'GET /api/projects/{id}/forecast': forecast,
});
