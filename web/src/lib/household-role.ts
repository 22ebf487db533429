import { roleAllows, type HouseholdRole } from '@reno/domain';
import { createContext, use } from 'react';

/**
 * The signed-in user's role in the active household (docs/product.md#households). entities/household
 * provides it; outside one (a component rendered on its own, the signed-out pages) it is 'owner', so
 * nothing is hidden that the server would allow.
 */
export const HouseholdRoleContext = createContext<HouseholdRole>('owner');

export function useHouseholdRole(): HouseholdRole {
  return use(HouseholdRoleContext);
}

/**
 * Whether the user may add, change and delete records here: every add, edit and delete action of the
 * screens asks this one hook, so a viewer's screens show none (docs/product.md#viewer-screens).
 */
export function useCanEdit(): boolean {
  return roleAllows(useHouseholdRole(), 'editor');
}

/** Whether the user may change what only the owner may (an estimate's payment schedule). */
export function useIsOwner(): boolean {
  return roleAllows(useHouseholdRole(), 'owner');
}
