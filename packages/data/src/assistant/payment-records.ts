// What the payment lookups read (payment-tools.ts): the caller's approved estimates in the scope asked for,
// each installment of their schedules with its status on the clock's today, and the approved estimates that
// have no schedule. The projects (one Query) and the estimates page by page (tool-lists.ts), keeping those in
// the scope; then the milestones an installment waits for and the contractors' names, each by id.
import {
  centsToDecimal,
  dueDay,
  INSTALLMENT_KIND_LABELS,
  INSTALLMENT_STATUS_LABELS,
  installmentStatus,
  todayLocalDateString,
  type AssistantInstallment,
  type MilestoneProgress,
  type MissingLienWaiversInput,
  type UnscheduledEstimate,
} from '@reno/domain';
import { nowOf, type DataContext } from '../context';
import type { EstimateRecord } from '../estimates';
import { getMilestones } from '../milestones';
import { listProjects } from '../projects';
import { remainingCents } from './record-tools';
import { lookUpContractor, ToolNotFound } from './scope';
import { contractorNames, estimatesWhere, type ToolReads } from './tool-lists';

/** Which estimates a payment lookup covers: a project, an estimate, a contractor (each optional). */
export type PaymentScope = MissingLienWaiversInput;

/** An installment as the model reads it, with the cents the tools add up. */
export interface InstallmentRow {
  view: AssistantInstallment;
  leftCents: number;
  paidCents: number;
}

export interface PaymentRecords {
  asOf: string;
  /** Every installment of the scheduled approved estimates in the scope, in schedule order per estimate. */
  installments: InstallmentRow[];
  /** The approved estimates in the scope without a schedule. */
  unscheduled: { view: UnscheduledEstimate; paidCents: number; remainingCents: number }[];
  /** The project named by the scope, else null. */
  projectName: string | null;
  contractorName: string | null;
}

/** The approved estimates the scope covers; refuses a project, estimate or contractor the caller lacks. */
function estimatesInScope(
  scope: PaymentScope,
  estimates: EstimateRecord[],
  contractorId: number | null,
): EstimateRecord[] {
  if (scope.estimateId !== undefined) {
    const estimate = estimates.find((candidate) => candidate.id === scope.estimateId);
    if (!estimate)
      throw new ToolNotFound(`There is no estimate ${scope.estimateId}; list_estimates gives the ids.`);
    if (estimate.status !== 'approved')
      throw new ToolNotFound(
        `Estimate ${estimate.id} is ${estimate.status}, not approved: nothing is scheduled or owed on it.`,
      );
  }
  return estimates
    .filter((estimate) => estimate.status === 'approved')
    .filter((estimate) => scope.estimateId === undefined || estimate.id === scope.estimateId)
    .filter((estimate) => contractorId === null || estimate.contractorId === contractorId)
    .sort((a, b) => a.id - b.id);
}

/** The milestones the scheduled installments wait for, by project: one BatchGetItem of those ids. */
async function milestonesOf(
  ctx: DataContext,
  householdId: string,
  estimates: EstimateRecord[],
): Promise<Map<number, MilestoneProgress[]>> {
  const ids = estimates.flatMap((estimate) =>
    (estimate.paymentSchedule?.installments ?? []).flatMap((installment) => installment.milestoneId ?? []),
  );
  const byProject = new Map<number, MilestoneProgress[]>();
  for (const milestone of await getMilestones(ctx, householdId, ids))
    byProject.set(milestone.projectId, [...(byProject.get(milestone.projectId) ?? []), milestone]);
  return byProject;
}

export async function readPaymentRecords(
  ctx: DataContext,
  householdId: string,
  scope: PaymentScope,
  reads: ToolReads = {},
): Promise<PaymentRecords> {
  const [projects, contractor] = await Promise.all([
    listProjects(ctx, householdId),
    scope.contractor === undefined ? null : lookUpContractor(ctx, householdId, scope.contractor, reads),
  ]);
  const project =
    scope.projectId === undefined ? null : projects.find((candidate) => candidate.id === scope.projectId);
  if (project === undefined)
    throw new ToolNotFound(`There is no project ${scope.projectId}; list_projects gives the ids.`);
  // The estimate asked for whatever its status (estimatesInScope says why it has nothing), else the approved.
  const estimates = await estimatesWhere(
    ctx,
    householdId,
    scope.projectId ?? null,
    (estimate) =>
      scope.estimateId === undefined
        ? estimate.status === 'approved' && (!contractor || estimate.contractorId === contractor.id)
        : estimate.id === scope.estimateId,
    reads,
  );
  const selected = estimatesInScope(scope, estimates, contractor?.id ?? null);
  const milestones = await milestonesOf(ctx, householdId, selected);
  const names = {
    project: new Map(projects.map((item) => [item.id, item.name])),
    contractor: await contractorNames(
      ctx,
      householdId,
      selected.map((estimate) => estimate.contractorId),
    ),
  };
  const asOf = todayLocalDateString(nowOf(ctx));
  const rowOf = installmentRows(asOf, names, milestones);
  return {
    asOf,
    installments: selected.flatMap(rowOf),
    unscheduled: selected
      .filter((estimate) => estimate.paymentSchedule === null)
      .map((estimate) => ({
        view: {
          estimateId: estimate.id,
          title: estimate.title,
          projectName: names.project.get(estimate.projectId) ?? '',
          contractorName: names.contractor.get(estimate.contractorId) ?? '',
          paid: centsToDecimal(estimate.paidCents),
          remaining: centsToDecimal(remainingCents(estimate)),
        },
        paidCents: estimate.paidCents,
        remainingCents: remainingCents(estimate),
      })),
    projectName: project?.name ?? null,
    contractorName: contractor?.name ?? null,
  };
}

/** Each installment of an estimate's schedule as a row, its status judged on `asOf`. */
function installmentRows(
  asOf: string,
  names: { project: Map<number, string>; contractor: Map<number, string> },
  milestonesByProject: Map<number, MilestoneProgress[]>,
) {
  return (estimate: EstimateRecord): InstallmentRow[] => {
    const milestones = milestonesByProject.get(estimate.projectId) ?? [];
    return (estimate.paymentSchedule?.installments ?? []).map((installment, index) => {
      const payment = estimate.installmentPayments[index] ?? {
        amountCents: 0,
        paidCents: 0,
        retainedCents: 0,
      };
      const status = installmentStatus(installment, payment, milestones, asOf);
      const { expected, milestone } = dueDay(installment, milestones, asOf);
      const view: AssistantInstallment = {
        estimateId: estimate.id,
        estimateTitle: estimate.title,
        projectId: estimate.projectId,
        projectName: names.project.get(estimate.projectId) ?? '',
        contractorId: estimate.contractorId,
        contractorName: names.contractor.get(estimate.contractorId) ?? '',
        installmentId: installment.id,
        number: index + 1,
        kind: installment.kind,
        name: installment.label ?? INSTALLMENT_KIND_LABELS[installment.kind],
        dueDate: installment.dueDate,
        milestone: milestone
          ? {
              id: milestone.id,
              title: milestone.title,
              targetDate: milestone.targetDate,
              completedDate: milestone.completedDate,
            }
          : null,
        dueOn: expected,
        amount: centsToDecimal(payment.amountCents),
        paid: centsToDecimal(payment.paidCents),
        left: centsToDecimal(payment.amountCents - payment.paidCents),
        retained: centsToDecimal(payment.retainedCents),
        status,
        statusLabel: INSTALLMENT_STATUS_LABELS[status],
        waiver: installment.waiver && { type: installment.waiver.type, payment: installment.waiver.payment },
      };
      return { view, leftCents: payment.amountCents - payment.paidCents, paidCents: payment.paidCents };
    });
  };
}
