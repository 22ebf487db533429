import type { QueryClient } from '@tanstack/react-query';
import { readActiveHousehold } from '../entities/household/active-household/active-household-storage';
import type { AuthService } from '../entities/session/api/auth-service';
import { projectQueries } from '../entities/project/api/project-queries';
import { idTokenSubject } from '../features/offline/utils/id-token-subject';
import { householdHeaders } from '../lib/api-client';

/**
 * Every signed-in screen waits for the project list, which it would only ask for once /api/user has
 * answered. With a session (an ID token), both requests go out together, in the household this user last
 * chose on this device (the token says who they are).
 */
export async function prefetchSignedInData(auth: AuthService, queryClient: QueryClient): Promise<void> {
  const token = await auth.getIdToken();
  if (!token) return;
  const userId = idTokenSubject(token);
  const household = userId ? readActiveHousehold(userId) : null;
  await queryClient.prefetchQuery(projectQueries.list({ headers: householdHeaders(household) }));
}
