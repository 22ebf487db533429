import {
  createProject,
  deleteProject,
  getProject,
  getProjectWithForecast,
  listProjects,
  setBudgetPlan,
  updateProject,
} from '@reno/data';
import { createdOnce } from '../lib/http/idempotency-key';
import { getActor } from '../lib/http/actor';
import { found } from '../lib/http/found';
import { editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { readJsonBody } from '../lib/http/json-body';
import { idParam } from '../lib/http/path-params';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { data } from '../lib/data-context';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import {
  presentBudgetPlan,
  presentProject,
  presentProjectForecast,
  presentProjectSummary,
} from '../lib/presenters/project';

const requireProject = (householdId: string, id: number) =>
  found(getProject(data, householdId, id), 'Project');

async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  return ok((await listProjects(data, householdId)).map(presentProject));
}

async function create(event: ApiEvent) {
  const input = await parseRequest('projectCreateSchema', readJsonBody(event));
  const stored = {
    name: input.name,
    description: input.description,
    budgetCents: input.budget,
    taxRateHundredths: input.taxRate,
    ...(input.homeId === undefined ? {} : { homeId: input.homeId }),
    ...(input.extensiveRemodel === undefined ? {} : { extensiveRemodel: input.extensiveRemodel }),
  };
  return createdOnce(event, presentProject, (householdId, options) =>
    createProject(data, householdId, stored, options),
  );
}

/** The project with its forecast aggregates (one GetItem; a project stored before them is upgraded once). */
const requireProjectWithForecast = (householdId: string, id: number) =>
  found(getProjectWithForecast(data, householdId, id), 'Project');

/** A GET that answers one view of the project the path names. */
const projectView =
  <P, V>(read: (householdId: string, id: number) => Promise<P>, present: (project: P) => V) =>
  async (event: ApiEvent) =>
    ok(present(await read(getActor(event).householdId, idParam(event, 'Project'))));

const get = projectView(requireProject, presentProject);
const summary = projectView(requireProject, presentProjectSummary);
const budget = projectView(requireProjectWithForecast, presentBudgetPlan);
const forecast = projectView(requireProjectWithForecast, presentProjectForecast);

async function update(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Project');
  const input = await parseRequest('projectUpdateSchema', readJsonBody(event));
  // A PUT without a description keeps the stored one (the schema leaves it undefined).
  const description =
    input.description === undefined ? (await requireProject(householdId, id)).description : input.description;
  const project = await updateProject(
    data,
    householdId,
    id,
    {
      name: input.name,
      description,
      budgetCents: input.budget,
      ...(input.taxRate === undefined ? {} : { taxRateHundredths: input.taxRate }),
      ...(input.homeId === undefined ? {} : { homeId: input.homeId }),
      ...(input.extensiveRemodel === undefined ? {} : { extensiveRemodel: input.extensiveRemodel }),
    },
    editOf(event),
  );
  return ok(presentProject(project));
}

/** Deletes the project with its expenses, estimates and milestones, then their receipts and attachments. */
const remove = deleteWithFiles('Project', deleteProject);

/** Replaces the plan; lines plus contingency may not exceed the project budget. */
async function replaceBudget(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Project');
  const input = await parseRequest('budgetPlanInputSchema', readJsonBody(event));
  const plan = {
    contingencyCents: input.contingency,
    lines: input.lines.map((line) => ({ category: line.category, plannedCents: line.planned })),
  };
  const project = await setBudgetPlan(data, householdId, id, plan, editOf(event));
  return ok(presentBudgetPlan(project));
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
