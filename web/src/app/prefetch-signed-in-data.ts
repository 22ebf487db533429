import type { QueryClient } from '@tanstack/react-query';
import type { AuthService } from '../entities/session/api/auth-service';
import { projectQueries } from '../entities/project/api/project-queries';

/**
 * Every signed-in screen waits for the project list, which it would only ask for once /api/user has
 * answered. With a session (an ID token), both requests go out together.
 */
export async function prefetchSignedInData(auth: AuthService, queryClient: QueryClient): Promise<void> {
  if (!(await auth.getIdToken())) return;
  await queryClient.prefetchQuery(projectQueries.list());
}
