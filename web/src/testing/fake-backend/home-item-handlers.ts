import {
  addDays,
  NO_ITEM_DETAILS,
  centsToDecimal,
  todayLocalDateString,
  WARRANTIES_ENDING_DAYS,
  homeItemInputSchema,
  toCents,
  type HomeItem,
  type HomeItemInput,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import { fixtureMade, type FakeBackend, type FakeDb, type StoredHomeItem } from './fake-db';
import { readEdit } from './fake-edits';
import { byId, fakeListPage } from './fake-list-pages';
import { idOf, json, notFound, route, validationFailed } from './fake-route';
import { createRoute, deleteRoute } from './fake-record-routes';

/** A stored item for a test's fixtures: no brand, model, links or warranty unless given. */
export function makeHomeItem(
  overrides: Partial<StoredHomeItem> & Pick<StoredHomeItem, 'id' | 'roomId' | 'name'>,
): StoredHomeItem {
  return {
    kind: 'appliance',
    ...NO_ITEM_DETAILS,
    ...fixtureMade(),
    ...overrides,
  };
}

/** The answer: the linked expenses that still exist, and what they add up to (as the API reads them). */
function answerHomeItem(db: FakeDb, item: StoredHomeItem): HomeItem {
  const expenses = item.expenseIds.flatMap((id) => {
    const expense = db.expenses.find((candidate) => candidate.id === id);
    return expense
      ? [{ id, description: expense.description, date: expense.date, amount: expense.amount }]
      : [];
  });
  const cents = expenses.reduce((sum, expense) => sum + (toCents(expense.amount) ?? 0), 0);
  return { ...item, expenseIds: expenses.map(({ id }) => id), expenses, cost: centsToDecimal(cents) };
}

/** The items routes: a room's items by id, paged; links checked as the API checks them. */
export function homeItemHandlers({ db, me, created }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => db.homeItems.find((item) => item.id === idOf(idText));
  const hasRoom = (id: number) => db.rooms.some((room) => room.id === id);

  /** An upload of this session becomes its stored key; a key no upload or item names is refused. */
  function storedFiles(input: HomeItemInput): HomeItemInput | Response {
    const named = new Set(db.homeItems.flatMap((item) => [...item.documents, item.warranty?.document]));
    const claim = (key: string | null, field: string): string | null | Response => {
      if (key === null || named.has(key)) return key;
      if (db.uploads[key]) return key.replace(/^pending\//, '');
      return validationFailed([{ path: [field], message: 'Attachment not found; please upload it again' }]);
    };
    const documents = input.documents.map((key) => claim(key, 'documents'));
    const card = claim(input.warranty?.document ?? null, 'warranty.document');
    const refused = [...documents, card].find((value) => value instanceof Response);
    if (refused) return refused;
    const warranty = input.warranty ? { ...input.warranty, document: card as string | null } : null;
    return { ...input, documents: documents as string[], warranty };
  }

  /** What the API's transaction checks: the room, then a contractor and expenses linked anew. */
  function missingLink(input: HomeItemInput, before?: StoredHomeItem): Response | null {
    if (!hasRoom(input.roomId)) return notFound('Room');
    const installer = input.contractorId;
    if (installer !== null && installer !== before?.contractorId)
      if (!db.contractors.some((contractor) => contractor.id === installer)) return notFound('Contractor');
    const added = input.expenseIds.filter((id) => !before?.expenseIds.includes(id));
    if (added.some((id) => !db.expenses.some((expense) => expense.id === id))) return notFound('Expense');
    return null;
  }

  return [
    route('GET', '/api/items', ({ search }) => {
      const roomId = idOf(search.get('roomId') ?? undefined);
      if (roomId === null) return validationFailed([{ path: ['roomId'], message: 'Room is required' }]);
      if (!hasRoom(roomId)) return notFound('Room');
      const inRoom = db.homeItems
        .filter((item) => item.roomId === roomId)
        .map((item) => answerHomeItem(db, item));
      return fakeListPage(inRoom, search, { positionOf: byId });
    }),
    route('GET', '/api/warranties', () => {
      const from = todayLocalDateString();
      const to = addDays(from, WARRANTIES_ENDING_DAYS);
      const ending = db.homeItems.flatMap(({ id, roomId, name, warranty }) =>
        warranty && warranty.endsOn >= from && warranty.endsOn <= to
          ? [{ itemId: id, roomId, name, endsOn: warranty.endsOn, contact: warranty.contact }]
          : [],
      );
      return json(
        200,
        ending.sort((a, b) => a.endsOn.localeCompare(b.endsOn) || a.itemId - b.itemId),
      );
    }),
    createRoute(
      db,
      '/api/items',
      'homeItems',
      homeItemInputSchema,
      (body) => {
        const input = storedFiles(body);
        if (input instanceof Response) return input;
        return missingLink(input) ?? { ...input, ...created() };
      },
      (item) => answerHomeItem(db, item),
    ),
    route('PUT', '/api/items/{id}', (request) => {
      const edit = readEdit(request, homeItemInputSchema, find(request.params.id), 'Item', me());
      if (edit instanceof Response) return edit;
      const input = storedFiles(edit.input);
      if (input instanceof Response) return input;
      const refused = missingLink(input, edit.record);
      if (refused) return refused;
      return json(200, answerHomeItem(db, Object.assign(edit.record, input, edit.edits)));
    }),
    deleteRoute(db, '/api/items/{id}', 'homeItems', 'Item'),
  ];
}
