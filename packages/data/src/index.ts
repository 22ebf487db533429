// @reno/data: the single-table DynamoDB layer. Every function takes a DataContext and the id of the
// partition it reads or writes, and builds its keys from it, so a foreign id is simply not found. That id
// is named for what it keys: `householdId` for a household's records (its owner's partition `USER#<id>`:
// the token's sub, or the household the request names once the membership check has admitted the
// caller), `userId` only where it is a person (a profile, sessions, memberships, a chat, who did what).
export { createDataContext, type CapacityReport, type DataContext } from './context';
export {
  AlreadyMemberError,
  ConcurrencyError,
  EstimateHasPaymentsError,
  HouseholdFullError,
  HomeInUseError,
  MaintenanceLogFullError,
  InvitationForAnotherAddressError,
  InvitationGoneError,
  InviteeRefusedError,
  IdempotencyKeyReusedError,
  InvalidInputError,
  NotFoundError,
  PlanLimitError,
  StaleEditError,
} from './errors';
export type { Author, EditOptions } from './edits';
export { IDEMPOTENCY_KEY_TTL_SECONDS, storedAnswer, type IdempotencyClaim } from './idempotency';

export { getOrCreateUser, getPlanUsage, getUser, type UserProfile } from './users';
export {
  addMember,
  changeMemberRole,
  getMemberRole,
  listMembers,
  listMemberships,
  getMember,
  listHouseholdsOf,
  removeMember,
  type HouseholdMember,
} from './households';
export {
  acceptInvitation,
  createInvitation,
  deleteInvitation,
  listInvitations,
  renewInvitation,
  type InvitationRecord,
} from './invitations';
export { endSessionsBefore, getSessionsValidAfter, issuedBeforeSessionsEnded } from './sessions';
export {
  createProject,
  forecastAggregatesOf,
  getProject,
  getProjectSummary,
  getProjectWithForecast,
  listProjects,
  updateProject,
  type ProjectRecord,
  type ProjectWithEdits,
} from './projects';
export { deleteProject } from './cascades/project-cascade';
export {
  createExpense,
  deleteExpense,
  getExpense,
  listAllExpenses,
  listHouseholdExpensePage,
  updateExpense,
  type ExpenseInput,
  type ExpenseRecord,
} from './expenses';
export { listExpensePage } from './expense-pages';
export type { ExpensePage, ExpensePageQuery } from './expense-pages';
export { expensesDatedWithin, storedFingerprints, type DatedExpense } from './statement-import-lookup';
export { importStatementBatch, undoStatementImport } from './statement-imports';
export {
  deleteImportRule,
  getImportLayout,
  importRulesFor,
  learnImportRules,
  listImportRules,
  saveImportLayout,
  saveImportRule,
} from './statement-import-memory';
export {
  createContractor,
  getContractor,
  getContractors,
  listContractors,
  listContractorPage,
  updateContractor,
  type ContractorInput,
  type ContractorRecord,
} from './contractors';
export { deleteContractor } from './cascades/contractor-cascade';
export { leadingRecords, recordPages, type RecordPageReader } from './records';
export {
  createEstimate,
  getEstimate,
  getEstimates,
  listEstimates,
  listEstimatePage,
  updateEstimate,
  type EstimateInput,
  type EstimateRecord,
} from './estimates';
export { deleteEstimate } from './cascades/estimate-cascade';
export {
  createChangeOrder,
  deleteChangeOrder,
  listChangeOrders,
  updateChangeOrder,
  type ChangeOrderRecord,
} from './change-orders';
export { setInstallmentWaiver, setPaymentSchedule } from './payment-schedules';
export { setBudgetPlan } from './budget-plans';
export {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  getMilestone,
  getMilestones,
  listMilestones,
  listMilestonePage,
  updateMilestone,
  type MilestoneRecord,
} from './milestones';
export {
  createHome,
  deleteHome,
  getHome,
  listHomes,
  updateHome,
  type HomeInput,
  type HomeRecord,
} from './homes';
export { createRoom, deleteRoom, getRoom, listRooms, updateRoom, type RoomRecord } from './rooms';
export {
  createHomeItem,
  deleteHomeItem,
  getHomeItem,
  listHomeItemPage,
  listWarrantiesEnding,
  updateHomeItem,
  type HomeItemInput,
  type HomeItemRecord,
} from './home-items';
export { createPhoto, deletePhoto, listPhotoPage, updatePhoto, type PhotoRecord } from './photos';
export {
  createBasisReduction,
  deleteBasisReduction,
  listBasisReductions,
  type BasisReductionRecord,
} from './basis-reductions';
export { homeBasisLinePages, readHomeBasis, readHomeBasisLines } from './home-basis';
export { findCalendarLink, getCalendarLink, replaceCalendarLink } from './calendar-links';
export {
  createHomeShareLink,
  listHomeShareLinks,
  revokeHomeShareLink,
  visitHomeShareLink,
  type HomeShareLinkRecord,
} from './home-share-links';
export {
  createMaintenanceTask,
  deleteMaintenanceTask,
  listHouseholdMaintenanceTasks,
  listMaintenanceDueThisMonth,
  listMaintenanceTaskPage,
  logMaintenanceDone,
  updateMaintenanceTask,
  type MaintenanceTaskAnswer,
} from './maintenance';
export { consumeDailyQuota, consumeSubjectDailyQuota, DailyQuotaReachedError } from './daily-quotas';
export {
  getAssistantUsage,
  reserveAssistantMessage,
  settleAssistantMessage,
  type AssistantAllowance,
  type AssistantLimit,
  type AssistantReservation,
} from './assistant-usage';
export { addChatMessage, listRecentChatMessages, type ChatMessageRecord } from './chat-messages';
export {
  applySubscriptionEvent,
  findUserIdByStripeCustomer,
  isStripeEventProcessed,
  linkStripeCustomer,
  markStripeEventProcessed,
  StripeCustomerConflictError,
  updateSubscription,
  type SubscriptionChange,
} from './billing';
export { listUsersForAdmin, type AdminUserRecord } from './admin';
export { readAdminTotals } from './admin-totals';
export {
  cancelExportJob,
  deleteExportJob,
  finishExportJob,
  getExportJob,
  recordExportProgress,
  startExportJob,
  startHomePacketJob,
  stopCancelledExportJob,
  type ExportJobRecord,
  type HomePacketJob,
  type ProjectExportJob,
} from './exports';
export { projectExpensePages } from './exports-pages';
export { redeemRecoveryCode, saveRecoveryCode } from './recovery-codes';
export {
  ensureUnsubscribeToken,
  getReminderSettings,
  listReminderSettings,
  setReminderSettings,
  unsubscribeReminders,
} from './reminders';
export {
  claimReminder,
  listRemindableHouseholds,
  readReminderHousehold,
  releaseReminder,
  type ReminderHousehold,
} from './reminders-sweep';
