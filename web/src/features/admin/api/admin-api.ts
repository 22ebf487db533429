import {
  ADMIN_PASSWORD_HEADER,
  NEXT_CURSOR_HEADER,
  type AdminTotalsResponse,
  type AdminUserRow,
  type MessageResponse,
} from '@reno/domain';
import { api, withQuery } from '../../../lib/api-client';
import type { RowsPage } from '../../../lib/read-all-pages';

export const adminKeys = {
  all: ['/api/admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  totals: () => [...adminKeys.all, 'totals'] as const,
};

const withPassword = (password: string) => ({ headers: { [ADMIN_PASSWORD_HEADER]: password } });

/** The pages of the user list read so far, in order. */
export type AdminUserPages = RowsPage<AdminUserRow>[];

export const adminApi = {
  /** One page of the users, newest first, from `cursor` (null: the first). */
  usersPage: async (password: string, cursor: string | null): Promise<RowsPage<AdminUserRow>> => {
    const { body, headers } = await api.getAnswer<AdminUserRow[]>(
      withQuery('/api/admin/users', { cursor }),
      withPassword(password),
    );
    return { rows: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
  },
  /** The first `count` pages again (a refresh keeps as many rows as were shown), fewer if the list ends. */
  usersPages: async (password: string, count: number): Promise<AdminUserPages> => {
    const pages: AdminUserPages = [];
    let cursor: string | null = null;
    do {
      const page: RowsPage<AdminUserRow> = await adminApi.usersPage(password, cursor);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < count);
    return pages;
  },
  totals: (password: string) => api.get<AdminTotalsResponse>('/api/admin/totals', withPassword(password)),
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
