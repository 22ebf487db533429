// A home's maintenance tasks over HTTP (docs/product.md#api-maintenance), served by the home record's
// function (handlers/homes.ts).
import {
  createMaintenanceTask,
  deleteMaintenanceTask,
  listHomes,
  listMaintenanceDueThisMonth,
  listMaintenanceTaskPage,
  logMaintenanceDone,
  updateMaintenanceTask,
} from '@reno/data';
import { todayLocalDateString, type MaintenanceDue } from '@reno/domain';
import { getActor } from '../http/actor';
import { readJsonBody } from '../http/json-body';
import { deleteRoute, recordAction, recordWrites } from '../http/record-routes';
import { ok } from '../http/response';
import { pageRoute } from '../http/page-route';
import type { ApiEvent } from '../http/router';
import { parseRequest } from '../http/validation';
import { data } from '../data-context';
import { presentMaintenanceTask } from '../presenters/maintenance-task';
import { requireHomeQuery } from './require-home';

/** GET /api/maintenance?homeId=: a page of the home's tasks by id. */
const list = pageRoute(requireHomeQuery, listMaintenanceTaskPage, presentMaintenanceTask);

/**
 * GET /api/maintenance/due: the household's tasks due by the end of this month (the server's date), overdue
 * ones too, soonest first, each with its home's name.
 */
async function dueThisMonth(event: ApiEvent) {
  const { householdId } = getActor(event);
  const [tasks, homes] = await Promise.all([
    listMaintenanceDueThisMonth(data, householdId, todayLocalDateString()),
    listHomes(data, householdId),
  ]);
  const homeNames = new Map(homes.map((home) => [home.id, home.name]));
  return ok(
    tasks.map((task): MaintenanceDue => ({
      id: task.id,
      homeId: task.homeId,
      homeName: homeNames.get(task.homeId) ?? '',
      name: task.name,
      nextDueDate: task.nextDueDate,
    })),
  );
}

const { create, update } = recordWrites({
  label: 'Maintenance task',
  schema: 'maintenanceTaskInputSchema',
  present: presentMaintenanceTask,
  create: createMaintenanceTask,
  update: updateMaintenanceTask,
});

/** POST /api/maintenance/{id}/done: logs a time it was done (today unless the body names a day). */
const done = recordAction('Maintenance task', presentMaintenanceTask, async (householdId, id, by, event) => {
  const input = await parseRequest('maintenanceDoneInputSchema', readJsonBody(event));
  return logMaintenanceDone(data, householdId, id, input, { by });
});

const remove = deleteRoute('Maintenance task', deleteMaintenanceTask);

export const maintenanceRoutes = {
  'GET /api/maintenance': list,
  'GET /api/maintenance/due': dueThisMonth,
  'POST /api/maintenance': create,
  'PUT /api/maintenance/{id}': update,
  'POST /api/maintenance/{id}/done': done,
  'DELETE /api/maintenance/{id}': remove,
};
