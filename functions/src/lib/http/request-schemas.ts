// The request schemas the API functions check bodies and queries with. Only `parseRequest` imports this
// module, lazily: zod and the schemas it builds then cost a cold start nothing (about 6 ms when imported
// at start, docs/benchmarks.md section 3) and only the first request that carries input loads them.
export {
  aiMessageInputSchema,
  budgetPlanInputSchema,
  changeOrderInputSchema,
  contractorInputSchema,
  estimateInputSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  homeInputSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  lienWaiverInputSchema,
  memberRoleInputSchema,
  milestoneInputSchema,
  paymentScheduleInputSchema,
  projectCreateSchema,
  projectUpdateSchema,
  receiptScanRequestSchema,
  recoveryConfirmSchema,
  recoveryRequestSchema,
  reminderSettingsInputSchema,
  reminderUnsubscribeSchema,
  signedUrlRequestSchema,
  uploadRequestSchema,
} from '@reno/domain';
