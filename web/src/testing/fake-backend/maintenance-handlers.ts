import {
  isDueThisMonth,
  MAINTENANCE_MESSAGES,
  maintenanceDoneInputSchema,
  maintenanceTaskInputSchema,
  nextDueDate,
  todayLocalDateString,
  type MaintenanceDue,
  type MaintenanceTask,
  type MaintenanceTaskInput,
  type RecordEdits,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend } from './fake-db';
import { answerEdit, editedBy } from './fake-edits';
import { byId, fakeListPage } from './fake-list-pages';
import { idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { createRoute, deleteRoute } from './fake-record-routes';
import { hasHome, homeQuery, homesOf } from './home-handlers';

type TaskFields = Pick<MaintenanceTask, 'rule' | 'intervalMonths' | 'startDate' | 'lastDoneDate'>;
const withNextDue = <T extends TaskFields>(task: T): T & { nextDueDate: string } => ({
  ...task,
  nextDueDate: nextDueDate({ ...task }),
});

export function makeMaintenanceTask(
  overrides: Partial<MaintenanceTask> & Pick<MaintenanceTask, 'id' | 'homeId' | 'name'>,
): MaintenanceTask {
  return withNextDue({
    itemId: null,
    itemName: null,
    notes: null,
    rule: 'every',
    intervalMonths: 3,
    startDate: '2025-03-01',
    log: [],
    lastDoneDate: null,
    ...fixtureMade(),
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
  /** The item a task names, when it is still in a room of `homeId`. */
  const itemIn = (homeId: number, itemId: number | null) => {
    const item = db.homeItems.find((candidate) => candidate.id === itemId);
    const room = db.rooms.find((candidate) => candidate.id === item?.roomId);
    return room?.homeId === homeId ? item : undefined;
  };
  /** As the API checks a task's item: one of the task's home, else 400 on itemId. */
  const refusedItem = ({ homeId, itemId }: MaintenanceTaskInput) =>
    itemId !== null && !itemIn(homeId, itemId)
      ? validationFailed([{ path: ['itemId'], message: MAINTENANCE_MESSAGES.itemNotInHome }])
      : null;
  /** The task as the API answers it: its item's name read now (none once the item is gone). */
  const answer = (task: MaintenanceTask): MaintenanceTask => {
    const item = itemIn(task.homeId, task.itemId);
    return { ...task, itemId: item?.id ?? null, itemName: item?.name ?? null };
  };

  return [
    route('GET', '/api/maintenance', ({ search }) => {
      const homeId = homeQuery(db, search);
      if (homeId instanceof Response) return homeId;
      const listed = db.maintenance.filter((task) => task.homeId === homeId).map(answer);
      return fakeListPage(listed, search, { positionOf: byId });
    }),
    route('GET', '/api/maintenance/due', () => {
      const today = todayLocalDateString();
      const homes = homesOf(db);
      const due = db.maintenance
        .filter((task) => isDueThisMonth(task.nextDueDate, today))
        .sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate) || a.id - b.id)
        .map(({ id, homeId, name, nextDueDate: day }): MaintenanceDue => ({
          id,
          homeId,
          homeName: homes.find((home) => home.id === homeId)?.name ?? '',
          name,
          nextDueDate: day,
        }));
      return json(200, due);
    }),
    createRoute(
      db,
      '/api/maintenance',
      'maintenance',
      maintenanceTaskInputSchema,
      (input) =>
        !hasHome(db, input.homeId)
          ? notFound('Home')
          : (refusedItem(input) ?? makeMaintenanceTask({ ...fieldsOf(input), ...created() })),
      answer,
    ),
    route('PUT', '/api/maintenance/{id}', (request) => {
      // As the API: the body first, then the task, then the home it goes to.
      const task = find(request.params.id);
      const parsed = maintenanceTaskInputSchema.safeParse(request.body);
      if (task && parsed.success && !hasHome(db, parsed.data.homeId)) return notFound('Home');
      const refused = task && parsed.success ? refusedItem(parsed.data) : null;
      if (refused) return refused;
      return answerEdit(request, task, me(), {
        schema: maintenanceTaskInputSchema,
        label: 'Maintenance task',
        fieldsOf: (input) => ({
          ...withNextDue({ ...fieldsOf(input), lastDoneDate: task?.lastDoneDate ?? null }),
          itemName: itemIn(input.homeId, input.itemId)?.name ?? null,
        }),
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
      return json(200, answer(task));
    }),
    deleteRoute(db, '/api/maintenance/{id}', 'maintenance', 'Maintenance task'),
  ];
}
