import { getMemberRole } from '@reno/data';
import { HOUSEHOLD_ID_HEADER, HOUSEHOLD_MESSAGES, roleAllows, type HouseholdRole } from '@reno/domain';
import { routes, type RouteAccess } from '../../routes';
import { data } from '../data-context';
import { getCaller, type Caller } from './claims';
import { ForbiddenError, NotFoundError } from './errors';
import { headerValue } from './json-body';
import type { ApiEvent } from './router';

/** Who acts, and where: the caller in the active household, with their role there. */
export interface Actor {
  caller: Caller;
  /** The active household: its owner's sub, the partition of every record it holds. */
  householdId: string;
  role: HouseholdRole;
}

const accessByRouteKey = new Map<string, RouteAccess>(
  routes.map((route) => [`${route.method} ${route.path}`, route.access]),
);

/** A household id is an account's sub: anything else names no household. */
const HOUSEHOLD_ID = /^[A-Za-z0-9-]{1,64}$/;

const actors = new WeakMap<ApiEvent, Actor>();

/**
 * Before every route (`createApiHandler`): the one place where the route table's access is enforced. A
 * household route's caller acts in the household the `X-Household-Id` header names, else their own. Their
 * own costs nothing; another is one strongly consistent GetItem of their member item, so a removal or a
 * downgrade bites on the very next request. Not a member: 404, as for a household that does not exist
 * (a stranger learns nothing). A role below the route's: 403, in words.
 */
export async function admitToHousehold(event: ApiEvent): Promise<void> {
  const access = accessByRouteKey.get(event.routeKey);
  if (access === undefined || access === 'account' || access === 'public') return;
  const caller = getCaller(event);
  const householdId = activeHouseholdId(event) ?? caller.sub;
  const role = householdId === caller.sub ? 'owner' : await getMemberRole(data, householdId, caller.sub);
  if (!role) throw new NotFoundError(HOUSEHOLD_MESSAGES.notFound);
  if (!roleAllows(role, access)) {
    throw new ForbiddenError(access === 'owner' ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.viewOnly);
  }
  actors.set(event, { caller, householdId, role });
}

/** The household the request names, or undefined for none (the caller's own). */
function activeHouseholdId(event: ApiEvent): string | undefined {
  const named = headerValue(event.headers, HOUSEHOLD_ID_HEADER)?.trim();
  if (!named) return undefined;
  if (!HOUSEHOLD_ID.test(named)) throw new NotFoundError(HOUSEHOLD_MESSAGES.notFound);
  return named;
}

/**
 * The actor `admitToHousehold` admitted for this request. Only a household route has one: asking on
 * another is a defect of the route table or the handler (a logged 500), never a guess.
 */
export function getActor(event: ApiEvent): Actor {
  const actor = actors.get(event);
  if (!actor) throw new Error(`${event.routeKey} is not a household route: it has no actor`);
  return actor;
}
