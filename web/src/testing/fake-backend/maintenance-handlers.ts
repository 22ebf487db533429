import {
  maintenanceDoneInputSchema,
  maintenanceTaskInputSchema,
  nextDueDate,
  type MaintenanceTask,
  type MaintenanceTaskInput,
  type RecordEdits,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { testUser, type FakeBackend } from './fake-db';
import { answerEdit, editedBy, fixtureEdits } from './fake-edits';
import { byId, fakeListPage } from './fake-list-pages';
import { deleted, idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { homesOf } from './home-handlers';

type TaskFields = Pick<MaintenanceTask, 'rule' | 'intervalMonths' | 'startDate' | 'lastDoneDate'>;
const withNextDue = <T extends TaskFields>(task: T): T & { nextDueDate: string } => ({
  ...task,
  nextDueDate: nextDueDate({ ...task }),
});

export function makeMaintenanceTask(
  overrides: Partial<MaintenanceTask> & Pick<MaintenanceTask, 'id' | 'homeId' | 'name'>,
): MaintenanceTask {
  return withNextDue({
    userId: testUser.id,
    itemId: null,
    notes: null,
    rule: 'every',
    intervalMonths: 3,
    startDate: '2025-03-01',
    log: [],
    lastDoneDate: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...fixtureEdits(testUser, '2025-03-01T12:00:00.000Z'),
    ...overrides,
  });
}

const fieldsOf = (input: MaintenanceTaskInput) => ({
  homeId: input.homeId,
  itemId: input.itemId,
  name: input.name,
  notes: input.notes,
  rule: input.rule,
  intervalMonths: input.intervalMonths,
  startDate: input.startDate,
});

/** The maintenance routes: a home's tasks by id, paged; 'done' logs a day and moves the next due date. */
export function maintenanceHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => db.maintenance.find((task) => task.id === idOf(idText));
  const hasHome = (homeId: number) => homesOf(db).some((home) => home.id === homeId);

  return [
    route('GET', '/api/maintenance', ({ search }) => {
      const homeId = idOf(search.get('homeId') ?? undefined);
      if (homeId === null) return validationFailed([{ path: ['homeId'], message: 'Home is required' }]);
      if (!hasHome(homeId)) return notFound('Home');
      const listed = db.maintenance.filter((task) => task.homeId === homeId);
      return fakeListPage(listed, search, { positionOf: byId });
    }),
    route('POST', '/api/maintenance', ({ body }) => {
      const parsed = maintenanceTaskInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (!hasHome(parsed.data.homeId)) return notFound('Home');
      const task = makeMaintenanceTask({ ...fieldsOf(parsed.data), ...created() });
      db.maintenance.push(task);
      return json(201, task);
    }),
    route('PUT', '/api/maintenance/{id}', (request) => {
      // As the API: the body first, then the task, then the home it goes to.
      const task = find(request.params.id);
      const parsed = maintenanceTaskInputSchema.safeParse(request.body);
      if (task && parsed.success && !hasHome(parsed.data.homeId)) return notFound('Home');
      return answerEdit(request, task, me(), {
        schema: maintenanceTaskInputSchema,
        label: 'Maintenance task',
        fieldsOf: (input) => withNextDue({ ...fieldsOf(input), lastDoneDate: task?.lastDoneDate ?? null }),
      });
    }),
    route('POST', '/api/maintenance/{id}/done', ({ params, body }) => {
      const parsed = maintenanceDoneInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const task = find(params.id);
      if (!task) return notFound('Maintenance task');
      const log = [...task.log, parsed.data].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const lastDoneDate = log[log.length - 1]!.date;
      // A change like any other, but made on no version of its own: nothing to check.
      const edits = editedBy(task, me(), new Headers(), 'maintenance task') as RecordEdits;
      Object.assign(task, withNextDue({ ...task, log, lastDoneDate }), edits);
      return json(200, task);
    }),
    route('DELETE', '/api/maintenance/{id}', ({ params }) => {
      const task = find(params.id);
      if (!task) return notFound('Maintenance task');
      db.maintenance = db.maintenance.filter((candidate) => candidate !== task);
      return deleted('Maintenance task');
    }),
  ];
}
