import type {
  HomeItem,
  AdminUserRow,
  BasisReduction,
  BudgetPlanPayload,
  ChangeOrder,
  Contractor,
  Estimate,
  Expense,
  HouseholdMemberView,
  HouseholdPlan,
  ImportRule,
  InvitationView,
  MemberRole,
  Home,
  Room,
  Photo,
  MaintenanceTask,
  Milestone,
  Project,
  RecordEdits,
  ReminderSettings,
  User,
} from '@reno/domain';
import type { CsvLayout } from '@reno/domain/statement-import';
import { madeBy } from './fake-edits';

/** Another household the signed-in user is a member of (docs/product.md#api-households). */
export interface FakeMembership {
  /** The owner's user id. */
  id: string;
  name: string;
  ownerName: string;
  plan: HouseholdPlan;
  /** The signed-in user's role there. */
  role: MemberRole;
  /** Its people as GET /api/household lists them, the owner first (the signed-in user is added if absent). */
  members: HouseholdMemberView[];
}

/** A link the fake 'mailed': accepting its token joins `household` with `role`, for `email` only. */
export interface FakeInvitationLink {
  household: Omit<FakeMembership, 'role'>;
  email: string;
  role: MemberRole;
}

/**
 * What the fake API stores: the signed-in user's records, as the API answers them. It keeps one set of
 * records: while a request names another household (X-Household-Id), they stand for that household's.
 */
/** An item as the fake keeps it: the API's answer without what it reads from the linked expenses. */
export type StoredHomeItem = Omit<HomeItem, 'expenses' | 'cost'>;

export interface FakeDb {
  /** The signed-in user; null answers every request 401, as for a deleted account. */
  user: User | null;
  projects: Project[];
  expenses: Expense[];
  contractors: Contractor[];
  /** Stored fields; the payment progress is derived from `expenses` when answered. */
  estimates: Estimate[];
  milestones: Milestone[];
  /** The household's homes; empty until the first is asked for (homesOf makes it, as the API does). */
  homes: Home[];
  /** The rooms of the household's homes. */
  rooms: Room[];
  /** The items in those rooms, without what they read from their expenses (home-item-handlers.ts). */
  homeItems: StoredHomeItem[];
  /** Photos of rooms, as answered (their thumbnails' links fixed). */
  photos: Photo[];
  /** The credits, subsidies, rebates and reimbursements recorded against the homes. */
  basisReductions: BasisReduction[];
  /** The maintenance tasks of the household's homes. */
  maintenance: MaintenanceTask[];
  /** When the signed-in member's calendar feed address was made; null while they have none. */
  calendarLinkMadeAt: string | null;
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
  /** The people of the user's own household besides them, in the order they joined. */
  householdMembers: HouseholdMemberView[];
  /** The own household's invitations not yet accepted. */
  householdInvitations: InvitationView[];
  /** The other households the user is a member of. */
  memberships: FakeMembership[];
  /** Invitation tokens the user could accept, by token. */
  invitationLinks: Record<string, FakeInvitationLink>;
  /** The signed-in user's saved reminder settings, by household id (the defaults until saved). */
  reminderSettings: Record<string, ReminderSettings>;
  /** Whether checkout opened a billing account (the portal needs one). */
  billingAccount: boolean;
  /** The content type of each upload key handed out: what the bucket holds once the file is posted. */
  uploads: Record<string, string>;
  /** Expenses created with an Idempotency-Key, by key: a replay answers the first. */
  expensesByIdempotencyKey: Record<string, Expense>;
  /** Photos claimed with an Idempotency-Key, by key: a replay answers the first. */
  photosByIdempotencyKey: Record<string, Photo>;
  /** Addresses a recovery code was mailed to and not yet used. */
  recoveryCodesMailed: string[];
  /** Statement imports: each bank transaction's fingerprint, and the expense it became. */
  importFingerprints: Record<string, number>;
  /** The stored batches of statement imports, oldest first: the expenses each wrote, for an undo. */
  importBatches: { importId: string; expenseIds: number[] }[];
  /** The CSV layout chosen for each file shape. */
  importLayouts: Record<string, CsvLayout>;
  /** Where each vendor's statement rows go. */
  importRules: ImportRule[];
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
  /** The fields the API gives a record the signed-in user creates now: a new id, its owner, the time. */
  created(): { id: number; userId: string; createdAt: string } & RecordEdits;
}

export function createFakeBackend(initial: Partial<FakeDb>): FakeBackend {
  const db: FakeDb = {
    user: testUser,
    projects: [],
    expenses: [],
    contractors: [],
    estimates: [],
    milestones: [],
    homes: [],
    rooms: [],
    homeItems: [],
    photos: [],
    basisReductions: [],
    maintenance: [],
    calendarLinkMadeAt: null,
    changeOrders: [],
    budgetPlans: [],
    adminPassword: 'admin-secret',
    adminUsers: null,
    householdMembers: [],
    householdInvitations: [],
    memberships: [],
    invitationLinks: {},
    reminderSettings: {},
    billingAccount: false,
    uploads: {},
    expensesByIdempotencyKey: {},
    photosByIdempotencyKey: {},
    recoveryCodesMailed: [],
    importFingerprints: {},
    importBatches: [],
    importLayouts: {},
    importRules: [],
    // Copies: the handlers change records in place, and fixtures are shared between tests.
    ...structuredClone(initial),
  };
  let lastId = 1000;
  const nextId = () => ++lastId;
  const me = () => {
    if (!db.user) throw new Error('no signed-in user');
    return db.user;
  };
  const created = () => {
    const at = new Date().toISOString();
    return { id: nextId(), userId: me().id, createdAt: at, ...madeBy(me(), at) };
  };
  return { db, nextId, me, created };
}
