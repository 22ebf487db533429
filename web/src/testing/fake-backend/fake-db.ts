import type {
  AdminUserRow,
  BudgetPlanPayload,
  ChangeOrder,
  Contractor,
  Estimate,
  Expense,
  Milestone,
  Project,
  User,
} from '@reno/domain';

/** What the fake API stores: the signed-in user's records, as the API answers them. */
export interface FakeDb {
  /** The signed-in user; null answers every request 401, as for a deleted account. */
  user: User | null;
  projects: Project[];
  expenses: Expense[];
  contractors: Contractor[];
  /** Stored fields; the payment progress is derived from `expenses` when answered. */
  estimates: Estimate[];
  milestones: Milestone[];
  /** Stored fields; the amount with tax and the project follow the estimate when answered. */
  changeOrders: ChangeOrder[];
  /** The saved budget plans (a project without one has no lines and no contingency). */
  budgetPlans: (BudgetPlanPayload & { projectId: number })[];
  adminPassword: string;
  /**
   * The user pool as the operator's screen sees it. Null: just the signed-in user, counted from the
   * records above, as the API counts them.
   */
  adminUsers: AdminUserRow[] | null;
}

export const testUser: User = {
  id: 'user-sub-1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Builder',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  createdAt: '2025-01-02T10:00:00.000Z',
};

/** The backend a feature's handlers work on: its records and the ids it hands out. */
export interface FakeBackend {
  db: FakeDb;
  nextId(): number;
  /** The signed-in user (the handlers only run after the token check, so there is one). */
  me(): User;
}

export function createFakeBackend(initial: Partial<FakeDb>): FakeBackend {
  const db: FakeDb = {
    user: testUser,
    projects: [],
    expenses: [],
    contractors: [],
    estimates: [],
    milestones: [],
    changeOrders: [],
    budgetPlans: [],
    adminPassword: 'admin-secret',
    adminUsers: null,
    // Copies: the handlers change records in place, and fixtures are shared between tests.
    ...structuredClone(initial),
  };
  let lastId = 1000;
  return {
    db,
    nextId: () => ++lastId,
    me: () => {
      if (!db.user) throw new Error('no signed-in user');
      return db.user;
    },
  };
}
