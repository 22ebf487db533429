import {
  ADMIN_PASSWORD_HEADER,
  type AdminUserRow,
  type HouseholdRole,
  type MessageResponse,
} from '@reno/domain';
import { api } from '../../../lib/api-client';

/** One of an account's households on the operator's screen, and the account's role in it. */
interface AdminHousehold {
  id: string;
  name: string;
  role: HouseholdRole;
}

/**
 * A user row of GET /api/admin/users with the account's households, their own first
 * (docs/product.md#admin-user-row). `households` is typed here until @reno/domain's AdminUserRow carries
 * it; an API that does not answer it yet shows '—'.
 */
export interface AdminAccountRow extends AdminUserRow {
  households?: AdminHousehold[];
}

export const adminKeys = {
  users: () => ['/api/admin/users'] as const,
};

const withPassword = (password: string) => ({ headers: { [ADMIN_PASSWORD_HEADER]: password } });

export const adminApi = {
  listUsers: (password: string) => api.get<AdminAccountRow[]>('/api/admin/users', withPassword(password)),
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
