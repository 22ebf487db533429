import type { User } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { AuthService } from './auth-service';

export const currentUserKey = ['/api/user'] as const;

export const userQueries = {
  /** The signed-in user, or null when signed out (no token, or GET /api/user answers 401). */
  current: (auth: AuthService) =>
    queryOptions({
      queryKey: currentUserKey,
      queryFn: async (): Promise<User | null> => {
        const token = await auth.getIdToken();
        if (!token) return null;
        try {
          return await api.get<User>('/api/user');
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }
      },
    }),
};
