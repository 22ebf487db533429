import { getMemberRole } from '@reno/data';
import { HOUSEHOLD_MESSAGES, roleAllows, type HouseholdRole } from '@reno/domain';
import { activeHousehold } from '../households/active-household';
import { routes, type RouteAccess } from '../../routes';
import { data } from '../data-context';
import { getCaller, type Caller } from './claims';
import { ForbiddenError } from './errors';
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

const actors = new WeakMap<ApiEvent, Actor>();

/**
 * Before every route (`createApiHandler`): the one place where the route table's access is enforced. A
 * household route's caller acts in the active household (activeHousehold: at most one strongly consistent
 * GetItem; 404 for a stranger). A role below the route's: 403, in words.
 */
export async function admitToHousehold(event: ApiEvent): Promise<void> {
  const access = accessByRouteKey.get(event.routeKey);
  if (access === undefined || access === 'account' || access === 'public') return;
  const caller = getCaller(event);
  const { householdId, role } = await activeHousehold(caller.sub, event.headers, (household, sub) =>
    getMemberRole(data, household, sub),
  );
  if (!roleAllows(role, access)) {
    throw new ForbiddenError(access === 'owner' ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.viewOnly);
  }
  actors.set(event, { caller, householdId, role });
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
