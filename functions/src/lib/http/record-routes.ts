// The shapes every record's POST, PUT and DELETE share.
import type { Author, DataContext, EditOptions, IdempotencyClaim } from '@reno/data';
import { data } from '../data-context';
import { getActor } from './actor';
import { authorOf, editOf } from './edits';
import { createdOnce } from './idempotency-key';
import { readJsonBody } from './json-body';
import { deletedMessage } from './messages';
import { idParam } from './path-params';
import { ok, type ApiResult } from './response';
import type { ApiEvent, RouteHandler } from './router';
import { parseRequest, type RequestOf, type RequestSchemaName } from './validation';

/**
 * A PUT of the record the path's `{id}` names: `update` with the caller as editor and the version they edited
 * (If-Match) → 200 the record, presented.
 */
export async function updatedRecord<R>(
  event: ApiEvent,
  label: string,
  present: (record: R) => unknown | Promise<unknown>,
  update: (householdId: string, id: number, edit: EditOptions) => Promise<R>,
): Promise<ApiResult> {
  const { householdId } = getActor(event);
  const id = idParam(event, label);
  return ok(await present(await update(householdId, id, editOf(event))));
}

/**
 * An action on the record the path's `{id}` names (a milestone completed, a maintenance task done): `act`
 * in the caller's name → 200 the record, presented. `act` reads the body, if the action has one.
 */
export const recordAction =
  <R>(
    label: string,
    present: (record: R) => unknown,
    act: (householdId: string, id: number, by: Author, event: ApiEvent) => Promise<R>,
  ) =>
  async (event: ApiEvent) => {
    const actor = getActor(event);
    const id = idParam(event, label);
    return ok(present(await act(actor.householdId, id, authorOf(actor), event)));
  };

type Delete = (ctx: DataContext, householdId: string, id: number) => Promise<unknown>;

/** The DELETE of the record the path's `{id}` names: the data layer's delete, then '<Label> deleted successfully'. */
export const deleteRoute = (label: string, remove: Delete) => async (event: ApiEvent) => {
  const { householdId } = getActor(event);
  await remove(data, householdId, idParam(event, label));
  return ok(deletedMessage(label));
};

/** A record kind's create and update over HTTP: the body read with one schema, the record answered presented. */
export interface RecordWrites<K extends RequestSchemaName, I, R> {
  /** The record's name in messages ('Room'): `{id}`'s error. */
  label: string;
  schema: K;
  /** The data layer's input from the parsed body. */
  input: (body: RequestOf<K>) => I;
  present: (record: R) => unknown;
  create: (
    ctx: DataContext,
    householdId: string,
    input: I,
    options: { idempotency: IdempotencyClaim | undefined; by: Author },
  ) => Promise<R>;
  update: (ctx: DataContext, householdId: string, id: number, input: I, edit: EditOptions) => Promise<R>;
}

export type RouteWrites = { create: RouteHandler; update: RouteHandler };

/**
 * POST (created once per Idempotency-Key, `createdOnce`) and PUT /…/{id} (`updatedRecord`) of one record kind.
 * Without `input`, the data layer takes the parsed body as it is.
 */
export function recordWrites<K extends RequestSchemaName, R>(
  kind: Omit<RecordWrites<K, RequestOf<K>, R>, 'input'>,
): RouteWrites;
export function recordWrites<K extends RequestSchemaName, I, R>(kind: RecordWrites<K, I, R>): RouteWrites;
export function recordWrites<K extends RequestSchemaName, I, R>(
  kind: Omit<RecordWrites<K, I, R>, 'input'> & { input?: RecordWrites<K, I, R>['input'] },
): RouteWrites {
  // The overloads see to it that without `input` the data layer's input is the body's own type.
  const { input: toInput = (body: RequestOf<K>) => body as unknown as I } = kind;
  const inputOf = async (event: ApiEvent) => toInput(await parseRequest(kind.schema, readJsonBody(event)));
  return {
    create: async (event) => {
      const input = await inputOf(event);
      return createdOnce(event, kind.present, (householdId, options) =>
        kind.create(data, householdId, input, options),
      );
    },
    update: (event) =>
      updatedRecord(event, kind.label, kind.present, async (householdId, id, edit) =>
        kind.update(data, householdId, id, await inputOf(event), edit),
      ),
  };
}
