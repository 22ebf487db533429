// @reno/data: the single-table DynamoDB layer. Every function takes a DataContext and the owner's
// user id (the Cognito sub) and builds its keys from it: a foreign id is simply not found.
export {
  createDataContext,
  type CapacityReport,
  type CreateDataContextOptions,
  type DataContext,
} from './context';
export {
  ConcurrencyError,
  EstimateHasPaymentsError,
  DataError,
  IdempotencyKeyReusedError,
  InvalidInputError,
  NotFoundError,
  PlanLimitError,
  type EntityName,
  type LimitedResource,
} from './errors';
export { IDEMPOTENCY_KEY_TTL_SECONDS, storedAnswer, type IdempotencyClaim } from './idempotency';
export { createTableInput, DEFAULT_TABLE_NAME, tableDefinition, type TableDefinition } from './table';

export {
  getOrCreateUser,
  getPlanUsage,
  getUser,
  planUsageOf,
  type PlanUsage,
  type SubscriptionStatus,
  type TokenClaims,
  type UserProfile,
} from './users';
export {
  createProject,
  getProject,
  getProjectSummary,
  getProjectWithForecast,
  listProjects,
  summarizeProject,
  updateProject,
  type ProjectInput,
  type ProjectRecord,
  type ProjectSummaryCents,
} from './projects';
export { deleteProject } from './cascades/project-cascade';
export {
  createExpense,
  deleteExpense,
  getExpense,
  listAllExpenses,
  updateExpense,
  type DeleteResult,
  type ExpenseInput,
  type ExpenseRecord,
  type ExpenseUpdateResult,
} from './expenses';
export {
  listExpensePage,
  listUserExpensePage,
  type ExpensePage,
  type ExpensePageQuery,
} from './expense-pages';
export {
  createContractor,
  getContractor,
  listContractors,
  updateContractor,
  type ContractorInput,
  type ContractorRecord,
} from './contractors';
export { deleteContractor } from './cascades/contractor-cascade';
export {
  createEstimate,
  getEstimate,
  listEstimates,
  updateEstimate,
  type EstimateInput,
  type EstimateRecord,
  type EstimateStatus,
  type EstimateUpdateResult,
} from './estimates';
export { deleteEstimate } from './cascades/estimate-cascade';
export {
  createChangeOrder,
  deleteChangeOrder,
  getChangeOrder,
  listChangeOrders,
  updateChangeOrder,
  type ChangeOrderInput,
  type ChangeOrderRecord,
  type ChangeOrderStatus,
} from './change-orders';
export { setBudgetPlan, type BudgetPlanInput } from './budget-plans';
export {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  getMilestone,
  listMilestones,
  updateMilestone,
  type MilestoneInput,
  type MilestoneRecord,
} from './milestones';
export {
  consumeDailyQuota,
  consumeDailyQuotaWithin,
  consumeSubjectDailyQuota,
  type DailyQuota,
} from './daily-quotas';
export {
  addChatMessage,
  listRecentChatMessages,
  type ChatMessageRecord,
  type ChatRole,
} from './chat-messages';
export {
  applySubscriptionEvent,
  findUserIdByStripeCustomer,
  isStripeEventProcessed,
  linkStripeCustomer,
  markStripeEventProcessed,
  STRIPE_EVENT_RETENTION_SECONDS,
  StripeCustomerConflictError,
  updateSubscription,
  type SubscriptionChange,
  type WebhookOutcome,
} from './billing';
export { listAllUsersForAdmin, listUsersForAdmin, type AdminUserPage, type AdminUserRecord } from './admin';
export {
  cancelExportJob,
  deleteExportJob,
  EXPORT_JOB_TTL_SECONDS,
  exportObjectKey,
  finishExportJob,
  getExportJob,
  recordExportProgress,
  startExportJob,
  type ExportJobRecord,
} from './exports';
export { projectExpensePages } from './exports-pages';
export { redeemRecoveryCode, saveRecoveryCode } from './recovery-codes';
