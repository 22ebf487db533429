import type { User } from '@reno/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthService } from '../api/auth-service';
import { currentUserKey, userQueries } from '../api/user-queries';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

interface AuthProviderProps {
  children: ReactNode;
  /**
   * What else signing out forgets (the app's stored choices, what it keeps of the user for offline use),
   * after the session ends; `userId` is whose session it was.
   */
  onSignOut?: (userId: string | null) => Promise<void> | void;
}

export function AuthProvider({ children, onSignOut }: AuthProviderProps) {
  const service = useAuthService();
  const queryClient = useQueryClient();
  // useNavigate gives a new function on every navigation. Read through a ref, it leaves signOut, and so
  // the context value, unchanged: a navigation does not re-render every useAuth() caller (the whole app).
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const userQuery = useQuery(userQueries.current(service));

  const completeSignIn = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: currentUserKey }, { throwOnError: true });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    const userId = queryClient.getQueryData<User | null>(currentUserKey)?.id ?? null;
    await service.signOut();
    await onSignOut?.(userId);
    await queryClient.cancelQueries();
    queryClient.setQueryData(currentUserKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    // After logout the browser is at / (docs/product.md#signed-in-layout). This provider (unlike the screen
    // that asked for the logout, which clearing the user just unmounted) is still mounted inside the router.
    navigateRef.current('/', { replace: true });
  }, [queryClient, service, onSignOut]);

  const { refetch } = userQuery;
  const retry = useCallback(() => void refetch(), [refetch]);

  const { isPending, data: user, isError, error } = userQuery;
  const state = useMemo<AuthState>(() => {
    if (isPending) return { status: 'loading' };
    if (user) return { status: 'signedIn', user };
    if (isError) return { status: 'error', error };
    return { status: 'signedOut' };
  }, [isPending, user, isError, error]);

  const value = useMemo(
    () => ({ state, completeSignIn, signOut, retry }),
    [state, completeSignIn, signOut, retry],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** The signed-in user; only for components rendered in the signed-in tree. */
export function useCurrentUser(): User {
  const { state } = useAuth();
  if (state.status !== 'signedIn') throw new Error('useCurrentUser needs a signed-in user');
  return state.user;
}
