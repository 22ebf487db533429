import type { HouseholdRole, HouseholdSummary } from '@reno/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { FullScreenSpinner } from '../../../components/full-screen-spinner';
import { ApiError, setActiveHousehold } from '../../../lib/api-client';
import { HouseholdRoleContext } from '../../../lib/household-role';
import { clearSelectedProjectStorage } from '../../project/selected-project/selected-project-storage';
import { currentUserKey } from '../../session/api/user-queries';
import { householdKeys, householdQueries } from '../api/household-queries';
import { hasChosenHousehold, readActiveHousehold, writeActiveHousehold } from './active-household-storage';

interface ActiveHouseholdValue {
  /** The household the app acts in; null: the signed-in user's own. */
  householdId: string | null;
  /** The account's households, their own first; undefined until loaded. */
  households: HouseholdSummary[] | undefined;
  /** The active one among them. */
  active: HouseholdSummary | undefined;
  role: HouseholdRole;
  /** Whether the user chose the household on this device (a switch, a leave), rather than starting in it. */
  chosen: boolean;
  /** Acts in `householdId` from now on (the user's own id, or null, for their own). */
  switchTo: (householdId: string | null) => Promise<void>;
}

const ActiveHouseholdContext = createContext<ActiveHouseholdValue | null>(null);

/** Queries of the account, not of a household: they stay in the cache across a switch. */
const ACCOUNT_QUERIES = new Set<unknown>([currentUserKey[0], householdKeys.list[0]]);

/**
 * A refusal that may mean the household changed under the user: a removal (404 'Household not found') or a
 * lowered role (403). Told by status alone (a record someone deleted is 404 too: the list is then reloaded
 * for nothing, one small read), so the signed-in app's first script need not carry the API's messages.
 */
const mayBeHouseholdRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/** Whether the account's households (once known) no longer hold `householdId`. */
const isGone = (householdId: string | null, households: HouseholdSummary[] | undefined) =>
  householdId !== null && !!households && !households.some((household) => household.id === householdId);

/**
 * Keeps the app in a household the account belongs to: in someone else's, a refusal of that kind reloads
 * the account's households (a lowered role then hides what it no longer allows), and a list without the
 * active household (the user was removed, or left) calls `leave`. Returns the unsubscribe.
 */
function watchHousehold(queryClient: QueryClient, householdId: string | null, leave: () => void): () => void {
  const refresh = (error: unknown) => {
    if (householdId !== null && mayBeHouseholdRefusal(error)) {
      void queryClient.invalidateQueries({ queryKey: householdKeys.list });
    }
  };
  const stops = [
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') refresh(event.action.error);
      const listed = event.action.type === 'success' && event.query.queryKey[0] === householdKeys.list[0];
      if (listed && isGone(householdId, event.query.state.data as HouseholdSummary[])) leave();
    }),
    queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

interface ActiveHouseholdProviderProps {
  /** The signed-in user: their own household's id, and whose choice is remembered. */
  userId: string;
  /** Before a switch: what else the household being left takes with it (its offline copy). */
  onSwitch?: () => Promise<void>;
  children: ReactNode;
}

/**
 * The household the app acts in (docs/product.md#households): the one this user last chose on this
 * device, sent by the API client as X-Household-Id. A remembered household the account no longer belongs
 * to is left for the user's own before any screen shows. Switching forgets every cached record and the
 * selected project, so nothing of one household shows in another.
 */
export function ActiveHouseholdProvider({ userId, onSwitch, children }: ActiveHouseholdProviderProps) {
  const queryClient = useQueryClient();
  const [householdId, setHouseholdId] = useState(() => readActiveHousehold(userId));
  // The API client sends it with every request: named before any screen below asks (layout effects run
  // before the passive ones in which queries fetch), and forgotten with the signed-in tree (sign-out).
  useLayoutEffect(() => {
    setActiveHousehold(householdId);
    return () => setActiveHousehold(null);
  }, [householdId]);
  const [chosen, setChosen] = useState(() => hasChosenHousehold(userId));
  const list = useQuery(householdQueries.list());

  const switchTo = useCallback(
    async (next: string | null) => {
      const target = next === userId ? null : next;
      const known = queryClient.getQueryData<HouseholdSummary[]>(householdKeys.list);
      // A household just joined is not in the list yet: without it, the check below would leave it again.
      if (target && !known?.some((household) => household.id === target)) {
        await queryClient.fetchQuery(householdQueries.list());
      }
      await onSwitch?.();
      await queryClient.cancelQueries();
      writeActiveHousehold(userId, target);
      clearSelectedProjectStorage();
      queryClient.removeQueries({ predicate: (query) => !ACCOUNT_QUERIES.has(query.queryKey[0]) });
      setHouseholdId(target);
      setChosen(true);
    },
    [queryClient, userId, onSwitch],
  );

  useEffect(
    () => watchHousehold(queryClient, householdId, () => void switchTo(null)),
    [queryClient, householdId, switchTo],
  );

  const households = list.data;
  const gone = isGone(householdId, households);
  const active = households?.find((household) => household.id === (householdId ?? userId));
  // Unknown (the list failed, or is offline and was never kept): nothing is offered that might be refused.
  const role: HouseholdRole = householdId === null ? 'owner' : (active?.role ?? 'viewer');
  const value = useMemo(
    () => ({ householdId, households, active, role, chosen, switchTo }),
    [householdId, households, active, role, chosen, switchTo],
  );

  // Another household than their own is checked first; offline (paused) or failing, the choice stands.
  const checking = householdId !== null && list.isPending && list.fetchStatus === 'fetching';
  if (checking || gone) return <FullScreenSpinner label="Loading your household" />;
  return (
    <ActiveHouseholdContext value={value}>
      <HouseholdRoleContext value={role}>{children}</HouseholdRoleContext>
    </ActiveHouseholdContext>
  );
}

export function useActiveHousehold(): ActiveHouseholdValue {
  const value = use(ActiveHouseholdContext);
  if (!value) throw new Error('useActiveHousehold must be used inside ActiveHouseholdProvider');
  return value;
}
