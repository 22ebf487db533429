import { ADMIN_PASSWORD_HEADER, type AdminUserRow, type MessageResponse } from '@reno/domain';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  users: () => ['/api/admin/users'] as const,
};

const withPassword = (password: string) => ({ headers: { [ADMIN_PASSWORD_HEADER]: password } });

export const adminApi = {
  listUsers: (password: string) => api.get<AdminUserRow[]>('/api/admin/users', withPassword(password)),
  upgrade: (password: string, userId: string) =>
    api.post<MessageResponse>(
      `/api/admin/users/${encodeURIComponent(userId)}/upgrade`,
      undefined,
      withPassword(password),
    ),
  downgrade: (password: string, userId: string) =>
    api.post<MessageResponse>(
      `/api/admin/users/${encodeURIComponent(userId)}/downgrade`,
      undefined,
      withPassword(password),
    ),
};
