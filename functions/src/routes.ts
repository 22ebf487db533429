/**
 * The one route table. The CDK api construct creates one Lambda per resource and one API Gateway
 * route per entry; the local HTTP adapter mounts the very same entries. A handler module
 * (`src/handlers/<resource>.ts`, export `handler`) dispatches on `event.routeKey`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

import type { HouseholdRole } from '@reno/domain';

/**
 * 'jwt': Cognito ID token checked by the authorizer. 'none': no token; the handler authenticates (Stripe
 * signature) or serves people who cannot sign in (password recovery, rate-limited).
 */
export type RouteAuth = 'jwt' | 'none';

/**
 * Whose things a route acts on, and who may call it. A household role: the active household's (named by
 * the `X-Household-Id` header, else the caller's own), and the least role the caller needs there ('viewer'
 * reads, exports and asks the assistant; 'editor' changes records; 'owner' manages members and billing),
 * checked before the handler runs (`createApiHandler`). 'account': the caller's own account, whatever
 * household is active (their profile, their households, the operator's screen). 'public': no token
 * (auth 'none').
 */
export type RouteAccess = HouseholdRole | 'account' | 'public';

export type ResourceName =
  | 'user'
  | 'projects'
  | 'expenses'
  | 'contractors'
  | 'estimates'
  | 'milestones'
  | 'homes'
  | 'photos'
  | 'uploads'
  | 'receipts'
  | 'subscription'
  | 'admin'
  | 'stripe-webhook'
  | 'billing'
  | 'exports'
  | 'auth-recovery'
  | 'households'
  | 'reminders'
  | 'statement-imports'
  | 'calendar';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway HTTP API path syntax: `/api/projects/{id}`. */
  path: string;
  resource: ResourceName;
  auth: RouteAuth;
  access: RouteAccess;
}

/** What a function does with receipt and attachment objects (HeadObject and signed GETs are 'get'). */
export type ObjectAction = 'get' | 'put' | 'delete';

export interface ResourceDefinition {
  /** Handler module, relative to the functions/ package root. */
  entry: string;
  /** What the function may touch; the CDK stack grants exactly this. */
  table: 'read' | 'readwrite';
  /**
   * Object actions under `users/` (files that records name), `pending/users/` (fresh uploads, expired
   * after a day unless a saved record claims them) and `exports/users/` (records archives, expired after
   * a day). A function with any gets the bucket's name.
   */
  objects?: {
    stored?: readonly ObjectAction[];
    pending?: readonly ObjectAction[];
    exports?: readonly ObjectAction[];
  };
  secrets?: readonly ('stripe' | 'admin')[];
  /**
   * Processes images with sharp, a native module: the function runs on x86_64 (the binary the tests run), with
   * the memory and time a 10 MB photo's decoding takes, and its bundle carries sharp's package and binary.
   */
  image?: boolean;
  /** AWS actions beyond the table, the bucket and the secrets (granted on '*': they name no resource). */
  actions?: readonly 'textract:AnalyzeExpense'[];
  /** Cognito admin actions, granted on the app's user pool only (the function gets USER_POOL_ID). */
  userPool?: readonly UserPoolAction[];
  /** Sends e-mail: SES SendEmail from the stack's sender address (the function gets MAIL_FROM). */
  mail?: boolean;
  /**
   * Workers this function starts without waiting for them (Lambda's asynchronous invoke in AWS; the local
   * adapter runs them in its own process, unawaited). The stack grants the invoke and names each worker.
   */
  invokes?: readonly WorkerName[];
}

export type WorkerName = 'export-worker';

/** A function no route reaches: started by a resource that `invokes` it, for work longer than a request. */
export interface WorkerDefinition extends Pick<ResourceDefinition, 'entry' | 'table' | 'objects'> {
  memoryMb: number;
  timeoutSeconds: number;
  /**
   * Runs at once at most: concurrency reserved for the worker alone, so its long runs never take the
   * account's capacity from the API's functions (and a burst of starts waits in Lambda's queue).
   */
  reservedConcurrency: number;
}

type UserPoolAction =
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminUpdateUserAttributes'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminUserGlobalSignOut';

const route = (
  method: HttpMethod,
  path: string,
  resource: ResourceName,
  access: RouteAccess,
): RouteDefinition => ({ method, path, resource, auth: access === 'public' ? 'none' : 'jwt', access });

export const routes: readonly RouteDefinition[] = [
  route('GET', '/api/user', 'user', 'account'),

  route('GET', '/api/projects', 'projects', 'viewer'),
  route('POST', '/api/projects', 'projects', 'editor'),
  route('GET', '/api/projects/{id}', 'projects', 'viewer'),
  route('PUT', '/api/projects/{id}', 'projects', 'editor'),
  route('DELETE', '/api/projects/{id}', 'projects', 'editor'),
  route('GET', '/api/projects/{id}/summary', 'projects', 'viewer'),
  route('GET', '/api/projects/{id}/budget', 'projects', 'viewer'),
  route('PUT', '/api/projects/{id}/budget', 'projects', 'editor'),
  route('GET', '/api/projects/{id}/forecast', 'projects', 'viewer'),

  route('GET', '/api/expenses', 'expenses', 'viewer'),
  route('GET', '/api/expenses/can_create', 'expenses', 'viewer'),
  route('POST', '/api/expenses', 'expenses', 'editor'),
  route('GET', '/api/expenses/{id}', 'expenses', 'viewer'),
  route('PUT', '/api/expenses/{id}', 'expenses', 'editor'),
  route('DELETE', '/api/expenses/{id}', 'expenses', 'editor'),

  // A statement's rows, read in the browser: checked against the records, stored in batches, undone.
  route('POST', '/api/statement-imports/check', 'statement-imports', 'editor'),
  route('POST', '/api/statement-imports/{id}/batches', 'statement-imports', 'editor'),
  route('DELETE', '/api/statement-imports/{id}', 'statement-imports', 'editor'),
  // What imports leave for the next: the layout per file shape, the rules per vendor (listed to viewers too).
  route('GET', '/api/statement-imports/layout', 'statement-imports', 'editor'),
  route('PUT', '/api/statement-imports/layout', 'statement-imports', 'editor'),
  route('GET', '/api/statement-imports/rules', 'statement-imports', 'viewer'),
  route('PUT', '/api/statement-imports/rules', 'statement-imports', 'editor'),
  route('DELETE', '/api/statement-imports/rules/{id}', 'statement-imports', 'editor'),

  route('GET', '/api/contractors', 'contractors', 'viewer'),
  route('GET', '/api/contractors/count', 'contractors', 'viewer'),
  route('POST', '/api/contractors', 'contractors', 'editor'),
  route('GET', '/api/contractors/{id}', 'contractors', 'viewer'),
  route('PUT', '/api/contractors/{id}', 'contractors', 'editor'),
  route('DELETE', '/api/contractors/{id}', 'contractors', 'editor'),

  route('GET', '/api/estimates', 'estimates', 'viewer'),
  route('POST', '/api/estimates', 'estimates', 'editor'),
  route('GET', '/api/estimates/{id}', 'estimates', 'viewer'),
  route('PUT', '/api/estimates/{id}', 'estimates', 'editor'),
  route('DELETE', '/api/estimates/{id}', 'estimates', 'editor'),
  // Payment schedules are the owner's; keeping lien waivers goes with recording payments.
  route('PUT', '/api/estimates/{id}/schedule', 'estimates', 'owner'),
  route('DELETE', '/api/estimates/{id}/schedule', 'estimates', 'owner'),
  route('PUT', '/api/estimates/{id}/installments/{installmentId}/waiver', 'estimates', 'editor'),
  route('DELETE', '/api/estimates/{id}/installments/{installmentId}/waiver', 'estimates', 'editor'),
  route('GET', '/api/estimates/{id}/change-orders', 'estimates', 'viewer'),
  route('POST', '/api/estimates/{id}/change-orders', 'estimates', 'editor'),
  route('PUT', '/api/change-orders/{id}', 'estimates', 'editor'),
  route('DELETE', '/api/change-orders/{id}', 'estimates', 'editor'),

  route('GET', '/api/milestones', 'milestones', 'viewer'),
  route('POST', '/api/milestones', 'milestones', 'editor'),
  route('PUT', '/api/milestones/{id}', 'milestones', 'editor'),
  route('PATCH', '/api/milestones/{id}/complete', 'milestones', 'editor'),
  route('DELETE', '/api/milestones/{id}', 'milestones', 'editor'),
  route('GET', '/api/homes', 'homes', 'viewer'),
  route('POST', '/api/homes', 'homes', 'editor'),
  route('PUT', '/api/homes/{id}', 'homes', 'editor'),
  // Deleting a home is the owner's (issue 53: viewers read, editors add and change, owners delete homes).
  route('DELETE', '/api/homes/{id}', 'homes', 'owner'),
  // A home's rooms: served by the home record's function.
  route('GET', '/api/rooms', 'homes', 'viewer'),
  route('POST', '/api/rooms', 'homes', 'editor'),
  route('PUT', '/api/rooms/{id}', 'homes', 'editor'),
  route('DELETE', '/api/rooms/{id}', 'homes', 'editor'),
  // The items in a home's rooms (appliances, fixtures, finishes, materials, systems) and their warranties.
  route('GET', '/api/items', 'homes', 'viewer'),
  route('POST', '/api/items', 'homes', 'editor'),
  route('PUT', '/api/items/{id}', 'homes', 'editor'),
  route('DELETE', '/api/items/{id}', 'homes', 'editor'),
  // The dashboard's 'Warranties ending soon'.
  route('GET', '/api/warranties', 'homes', 'viewer'),
  // What lowers a home's cost basis (credits, subsidies, rebates, insurance reimbursements), and the basis.
  route('GET', '/api/homes/{id}/basis', 'homes', 'viewer'),
  route('GET', '/api/homes/{id}/basis/lines', 'homes', 'viewer'),
  route('GET', '/api/homes/{id}/basis/pdf', 'homes', 'viewer'),
  route('GET', '/api/basis-reductions', 'homes', 'viewer'),
  route('POST', '/api/basis-reductions', 'homes', 'editor'),
  route('DELETE', '/api/basis-reductions/{id}', 'homes', 'editor'),
  // A home's maintenance tasks and the times they were done: served by the home record's function.
  route('GET', '/api/maintenance', 'homes', 'viewer'),
  // The dashboard's 'Maintenance due this month'.
  route('GET', '/api/maintenance/due', 'homes', 'viewer'),
  route('POST', '/api/maintenance', 'homes', 'editor'),
  route('PUT', '/api/maintenance/{id}', 'homes', 'editor'),
  route('POST', '/api/maintenance/{id}/done', 'homes', 'editor'),
  route('DELETE', '/api/maintenance/{id}', 'homes', 'editor'),
  // A home packet's share links: the owner's to make, list and revoke (owners share); the page they open is
  // public, its token the credential (a buyer or an insurer has no account).
  route('GET', '/api/homes/{id}/share-links', 'homes', 'owner'),
  route('POST', '/api/homes/{id}/share-links', 'homes', 'owner'),
  route('DELETE', '/api/homes/{id}/share-links/{linkId}', 'homes', 'owner'),
  route('GET', '/api/shared/home/{token}', 'homes', 'public'),

  // Photos of a room through the work: a timeline by the day taken; an upload made into a display copy and a
  // thumbnail without its metadata.
  route('GET', '/api/photos', 'photos', 'viewer'),
  route('POST', '/api/photos', 'photos', 'editor'),
  route('PUT', '/api/photos/{id}', 'photos', 'editor'),
  route('DELETE', '/api/photos/{id}', 'photos', 'editor'),

  route('POST', '/api/uploads', 'uploads', 'editor'),
  route('POST', '/api/signed-url', 'uploads', 'viewer'),

  route('POST', '/api/receipts/scan', 'receipts', 'editor'),

  route('GET', '/api/subscription-status', 'subscription', 'viewer'),

  route('GET', '/api/admin/users', 'admin', 'account'),
  route('GET', '/api/admin/totals', 'admin', 'account'),
  route('POST', '/api/admin/users/{id}/upgrade', 'admin', 'account'),
  route('POST', '/api/admin/users/{id}/downgrade', 'admin', 'account'),

  route('POST', '/api/create-checkout-session', 'billing', 'owner'),
  route('POST', '/api/create-portal-session', 'billing', 'owner'),
  route('POST', '/api/check-subscription', 'billing', 'owner'),

  route('POST', '/api/stripe/webhook', 'stripe-webhook', 'public'),

  route('POST', '/api/projects/{id}/export', 'exports', 'viewer'),
  // A home's packet (a PDF and its files, for a buyer, an insurer or the next contractor): editors and owners.
  route('POST', '/api/homes/{id}/packet', 'exports', 'editor'),
  route('GET', '/api/exports/{id}', 'exports', 'viewer'),
  route('DELETE', '/api/exports/{id}', 'exports', 'viewer'),

  route('GET', '/api/households', 'households', 'account'),
  route('GET', '/api/household', 'households', 'viewer'),
  route('POST', '/api/household/invitations', 'households', 'owner'),
  route('POST', '/api/household/invitations/{id}/resend', 'households', 'owner'),
  route('DELETE', '/api/household/invitations/{id}', 'households', 'owner'),
  route('POST', '/api/invitations/accept', 'households', 'account'),
  route('PUT', '/api/household/members/{userId}', 'households', 'owner'),
  // The owner removes anyone; a member may remove only themself (leave): the handler tells the two apart.
  route('DELETE', '/api/household/members/{userId}', 'households', 'viewer'),

  // Each member's own reminder settings in the active household; the one-click unsubscribe of an e-mail.
  route('GET', '/api/household/reminders', 'reminders', 'viewer'),
  route('PUT', '/api/household/reminders', 'reminders', 'viewer'),
  route('POST', '/api/reminders/unsubscribe', 'reminders', 'public'),
  // Each member's private calendar feed: the address (any member, for themselves) and the feed, whose token
  // is its credential (calendar apps cannot sign in).
  route('GET', '/api/calendar-link', 'calendar', 'viewer'),
  route('POST', '/api/calendar-link', 'calendar', 'viewer'),
  route('GET', '/api/calendar/{token}', 'calendar', 'public'),

  route('POST', '/api/auth/recovery', 'auth-recovery', 'public'),
  route('POST', '/api/auth/recovery/confirm', 'auth-recovery', 'public'),
];

const CLAIMS_UPLOADS = {
  stored: ['get', 'put', 'delete'],
  pending: ['get', 'delete'],
} as const satisfies ResourceDefinition['objects'];

export const resources: Record<ResourceName, ResourceDefinition> = {
  user: { entry: 'src/handlers/user.ts', table: 'readwrite' },
  // Cascades delete the files of the records they remove.
  projects: { entry: 'src/handlers/projects.ts', table: 'readwrite', objects: { stored: ['delete'] } },
  // Saving a record checks its file, copies a fresh upload to its stored key, and deletes what it replaced.
  expenses: { entry: 'src/handlers/expenses.ts', table: 'readwrite', objects: CLAIMS_UPLOADS },
  contractors: { entry: 'src/handlers/contractors.ts', table: 'readwrite', objects: { stored: ['delete'] } },
  // Undoing an import deletes the receipts attached to its expenses since.
  'statement-imports': {
    entry: 'src/handlers/statement-imports.ts',
    table: 'readwrite',
    objects: { stored: ['delete'] },
  },
  estimates: { entry: 'src/handlers/estimates.ts', table: 'readwrite', objects: CLAIMS_UPLOADS },
  milestones: { entry: 'src/handlers/milestones.ts', table: 'readwrite' },
  // Claims an item's documents and its warranty's from the uploads, as estimates claim attachments.
  homes: { entry: 'src/handlers/homes.ts', table: 'readwrite', objects: CLAIMS_UPLOADS },
  // Reads a photo's upload, stores its display copy and thumbnail, removes the upload; signs thumbnails' links.
  photos: {
    entry: 'src/handlers/photos.ts',
    table: 'readwrite',
    objects: { stored: ['get', 'put', 'delete'], pending: ['get', 'delete'] },
    image: true,
  },
  // Signs upload forms (pending) and 5-minute GET URLs (both); counts the daily upload quota.
  uploads: {
    entry: 'src/handlers/uploads.ts',
    table: 'readwrite',
    objects: { stored: ['get'], pending: ['get', 'put'] },
  },
  // Reads a receipt with Textract (which fetches the object with the function's own rights); counts the
  // daily scan quota.
  receipts: {
    entry: 'src/handlers/receipts.ts',
    table: 'readwrite',
    objects: { stored: ['get'], pending: ['get'] },
    actions: ['textract:AnalyzeExpense'],
  },
  subscription: { entry: 'src/handlers/subscription.ts', table: 'read' },
  admin: { entry: 'src/handlers/admin.ts', table: 'readwrite', secrets: ['admin'] },
  'stripe-webhook': { entry: 'src/handlers/stripe-webhook.ts', table: 'readwrite', secrets: ['stripe'] },
  billing: { entry: 'src/handlers/billing.ts', table: 'readwrite', secrets: ['stripe'] },
  // Password recovery for an account whose address Cognito will not mail (never verified): our own code
  // by mail, then the new password and the verified address set as the pool's operator, and every
  // earlier session of the account ended (global sign-out).
  'auth-recovery': {
    entry: 'src/handlers/auth-recovery.ts',
    table: 'readwrite',
    userPool: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUserGlobalSignOut',
    ],
    mail: true,
  },
  // Members and invitations: mails the invitation link, and marks the accepting account's address verified
  // (opening the link proved the mailbox).
  households: {
    entry: 'src/handlers/households.ts',
    table: 'readwrite',
    userPool: ['cognito-idp:AdminUpdateUserAttributes'],
    mail: true,
  },
  // Payment reminders: each member's settings, and the unsubscribe link of their e-mails.
  reminders: { entry: 'src/handlers/reminders.ts', table: 'readwrite' },
  // The calendar feed: each member's link (its token's hash) and the feed it serves.
  calendar: { entry: 'src/handlers/calendar.ts', table: 'readwrite' },
  // Starts the archive's worker; signs the finished archive's download and deletes it on request.
  exports: {
    entry: 'src/handlers/exports.ts',
    table: 'readwrite',
    objects: { exports: ['get', 'delete'] },
    invokes: ['export-worker'],
  },
};

export const workers: Record<WorkerName, WorkerDefinition> = {
  // Streams the project's CSVs, summary PDF and stored files into one ZIP, uploaded in parts: memory
  // stays flat whatever the project's size; a quarter hour is Lambda's longest run.
  'export-worker': {
    entry: 'src/handlers/export-worker.ts',
    table: 'readwrite',
    objects: { stored: ['get'], exports: ['put', 'delete'] },
    memoryMb: 1024,
    timeoutSeconds: 900,
    reservedConcurrency: 2,
  },
};

/** A function run on a timetable: EventBridge Scheduler in AWS, the local stack's own scheduler locally. */
export interface ScheduledJobDefinition extends Pick<ResourceDefinition, 'entry' | 'table' | 'mail'> {
  /** EventBridge Scheduler's expression, in UTC. */
  scheduleExpression: string;
  /** How often the local stack runs it (its clock moves in tests; the job must be safe to run again). */
  localEveryMs: number;
  timeoutSeconds: number;
}

export type ScheduledJobName = 'reminder-sweep';

export const scheduledJobs: Record<ScheduledJobName, ScheduledJobDefinition> = {
  // Payment reminders (docs/architecture.md#payment-reminders): once a day in AWS, every minute locally;
  // its sent markers make each reminder go once however often it runs.
  'reminder-sweep': {
    entry: 'src/handlers/reminder-sweep.ts',
    table: 'readwrite',
    mail: true,
    scheduleExpression: 'cron(0 13 * * ? *)',
    localEveryMs: 60_000,
    timeoutSeconds: 300,
  },
};

/** The chat stream is not behind API Gateway: a RESPONSE_STREAM function URL serves these paths. */
export const chatStream = {
  entry: 'src/handlers/ai-chat.ts',
  paths: ['/api/ai-chat'],
  methods: ['GET', 'POST'] as const,
};

/**
 * The Cognito user pool's triggers: PreSignUp confirms new users (unless e-mail verification is switched
 * on); PostConfirmation ends every earlier session after a password reset with Cognito's code.
 */
export const userPoolTriggers = {
  preSignUp: { entry: 'src/triggers/pre-sign-up.ts' },
  postConfirmation: { entry: 'src/triggers/post-confirmation.ts' },
};

/** Everything the stack builds functions from (infra/), in one object. */
export const routeTable = { routes, resources, workers, scheduledJobs, chatStream, userPoolTriggers };
