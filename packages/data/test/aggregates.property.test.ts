// Property: whatever sequence of expense/estimate/change order creates, updates (incl. moves between
// projects, categories and estimates, basis class changes, removal dates and receipts, estimate status and
// category changes), deletes, payment schedules
// (with retainage and change orders placed on installments), budget plan edits and project and contractor
// cascades runs, every stored aggregate equals the recomputed value (the installments' amounts, paid shares
// and retainage held among them), and every forecast figure read from the stored aggregates equals the one
// recomputed from the items.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { forecastCents } from '@reno/domain';
import {
  createChangeOrder,
  createContractor,
  deleteChangeOrder,
  deleteContractor,
  deleteProject,
  forecastAggregatesOf,
  getProject,
  InvalidInputError,
  setBudgetPlan,
  updateChangeOrder,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  deleteEstimate,
  listChangeOrders,
  setPaymentSchedule,
  deleteExpense,
  updateEstimate,
  getEstimate,
  listEstimates,
  EstimateHasPaymentsError,
  updateExpense,
} from '../src/index';
import {
  at,
  changeOrderInput,
  command,
  estimateInputOf,
  expenseInputOf,
  installmentPaymentOf,
  scheduledEstimateOf,
  scheduleInputOf,
} from './aggregate-commands';
import { toProjectRecord } from '../src/projects';
import type { Item } from '../src/requests';
import { expectConsistent, forecastFromItems } from './invariants';
import { newUser, testContext } from './support';

const STREAMS = 4;
const RUNS_PER_STREAM = 125;

it(`keeps project, estimate and forecast aggregates equal to the recomputed values over ${STREAMS * RUNS_PER_STREAM} random sequences`, async () => {
  const ctx = testContext();
  let runs = 0;
  let moveRefusals = 0;
  let planRefusals = 0;
  let cascadedChangeOrders = 0;
  let forecastChecks = 0;
  let contractorCascades = 0;
  let schedulesSet = 0;
  let scheduleRefusals = 0;
  let retainageHeldSteps = 0;
  let retainageWithChangeOrderSteps = 0;
  let installmentsPaid = 0;
  // Independent streams run side by side: DynamoDB Local serves them in parallel threads.
  // Each stream is one Pro user with two projects and a contractor; its sequences run one after the
  // other on the state the previous ones left, so later sequences start from a well-filled table.
  const stream = async (streamIndex: number) => {
    const userId = await newUser(ctx, 'pro');
    const projects = [
      (await createProject(ctx, userId, { name: 'Kitchen', budgetCents: 1_000_000 })).id,
      (await createProject(ctx, userId, { name: 'Bathroom', budgetCents: 500_000 })).id,
    ];
    // The milestone each project's installments may wait for (a replaced project gets its own).
    const milestones = new Map<number, number>();
    const addMilestone = async (projectId: number) =>
      milestones.set(
        projectId,
        (await createMilestone(ctx, userId, { projectId, title: 'Handover', category: 'Final Touches' })).id,
      );
    for (const projectId of projects) await addMilestone(projectId);
    const contractors = [
      (await createContractor(ctx, userId, { name: 'Bob' })).id,
      (await createContractor(ctx, userId, { name: 'Ana' })).id,
    ];
    let expenses: number[] = [];
    let estimates: number[] = [];
    let changeOrders: number[] = [];
    /**
     * A project's or a contractor's cascade (`remove`), from a consistent state, and the lists kept to what
     * it left: the estimates `removed` accepts go with their change orders, and with `expensesToo` the
     * expenses it accepts. Answers how many change orders went.
     */
    const runCascade = async (
      remove: () => Promise<unknown>,
      removed: (record: Item) => boolean,
      { expensesToo }: { expensesToo: boolean },
    ) => {
      const before = await expectConsistent(ctx, userId);
      await remove();
      const idsOf = (records: Item[]) => new Set(records.map((record) => record.id));
      const goneEstimates = idsOf(before.estimates.filter(removed));
      const goneOrders = idsOf(before.changeOrders.filter((c) => goneEstimates.has(c.estimateId)));
      const goneExpenses = idsOf(expensesToo ? before.expenses.filter(removed) : []);
      expenses = expenses.filter((id) => !goneExpenses.has(id));
      estimates = estimates.filter((id) => !goneEstimates.has(id));
      changeOrders = changeOrders.filter((id) => !goneOrders.has(id));
      return goneOrders.size;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 5 }), async (commands) => {
        runs += 1;
        const targets = () => ({ projects, contractors, estimates });

        for (const step of commands) {
          switch (step.kind) {
            case 'createExpense':
              expenses.push((await createExpense(ctx, userId, expenseInputOf(targets(), step))).id);
              break;
            case 'updateExpense':
              if (expenses.length)
                await updateExpense(
                  ctx,
                  userId,
                  at(expenses, step.target),
                  expenseInputOf(targets(), step.fields),
                );
              break;
            case 'deleteExpense':
              if (expenses.length) {
                const id = expenses.splice(step.target % expenses.length, 1)[0] as number;
                await deleteExpense(ctx, userId, id);
              }
              break;
            case 'createEstimate':
              estimates.push((await createEstimate(ctx, userId, estimateInputOf(targets(), step))).id);
              break;
            case 'updateEstimate':
              if (estimates.length) {
                const id = at(estimates, step.target);
                const input = estimateInputOf(targets(), step.fields);
                const before = await getEstimate(ctx, userId, id);
                if (before && before.paidCount > 0 && before.projectId !== input.projectId) {
                  // An estimate with payments keeps its project (and everything else) as it was.
                  await expect(updateEstimate(ctx, userId, id, input)).rejects.toBeInstanceOf(
                    EstimateHasPaymentsError,
                  );
                  expect(await getEstimate(ctx, userId, id)).toEqual(before);
                  moveRefusals += 1;
                } else await updateEstimate(ctx, userId, id, input);
              }
              break;
            case 'deleteEstimate':
              if (estimates.length) {
                const id = estimates.splice(step.target % estimates.length, 1)[0] as number;
                const before = await expectConsistent(ctx, userId);
                await deleteEstimate(ctx, userId, id);
                const gone = new Set(before.changeOrders.filter((c) => c.estimateId === id).map((c) => c.id));
                changeOrders = changeOrders.filter((c) => !gone.has(c));
                cascadedChangeOrders += gone.size;
              }
              break;
            case 'createChangeOrder':
              if (estimates.length) {
                const order = await createChangeOrder(
                  ctx,
                  userId,
                  at(estimates, step.estimate),
                  changeOrderInput(step.fields),
                );
                changeOrders.push(order.id);
              }
              break;
            case 'updateChangeOrder':
              if (changeOrders.length)
                await updateChangeOrder(
                  ctx,
                  userId,
                  at(changeOrders, step.target),
                  changeOrderInput(step.fields),
                );
              break;
            case 'deleteChangeOrder':
              if (changeOrders.length) {
                const id = changeOrders.splice(step.target % changeOrders.length, 1)[0] as number;
                await deleteChangeOrder(ctx, userId, id);
              }
              break;
            case 'setSchedule': {
              const target = scheduledEstimateOf(await listEstimates(ctx, userId), step);
              if (!target) break;
              const id = target.id;
              const before = await getEstimate(ctx, userId, id);
              if (!before) throw new Error('estimate vanished');
              const input = scheduleInputOf(step, {
                milestoneId: milestones.get(before.projectId) as number,
                changeOrderIds: (await listChangeOrders(ctx, userId, id)).map((order) => order.id),
              });
              try {
                await setPaymentSchedule(ctx, userId, id, input);
                schedulesSet += 1;
              } catch (error) {
                // Fixed amounts above the revised total are refused, and change nothing.
                if (!(error instanceof InvalidInputError) || error.field !== 'installments') throw error;
                expect(await getEstimate(ctx, userId, id)).toEqual(before);
                scheduleRefusals += 1;
              }
              break;
            }
            case 'payInstallment': {
              const payment = installmentPaymentOf(await listEstimates(ctx, userId), step.estimate);
              if (payment) {
                expenses.push((await createExpense(ctx, userId, payment)).id);
                installmentsPaid += 1;
              }
              break;
            }
            case 'setPlan': {
              const projectId = at(projects, step.project);
              const plan = { contingencyCents: step.contingency, lines: step.lines };
              const project = await getProject(ctx, userId, projectId);
              const allocated = step.lines.reduce((sum, line) => sum + line.plannedCents, step.contingency);
              if (project && allocated > project.budgetCents) {
                await expect(setBudgetPlan(ctx, userId, projectId, plan)).rejects.toBeInstanceOf(
                  InvalidInputError,
                );
                expect(await getProject(ctx, userId, projectId)).toEqual(project);
                planRefusals += 1;
              } else await setBudgetPlan(ctx, userId, projectId, plan);
              break;
            }
            case 'replaceProject': {
              // The project cascade: its expenses, estimates (unlinking other projects' expenses) and
              // their change orders go; a new project takes its place.
              const index = step.project % projects.length;
              const projectId = projects[index] as number;
              const removedOrders = await runCascade(
                () => deleteProject(ctx, userId, projectId),
                (record) => record.projectId === projectId,
                { expensesToo: true },
              );
              // Added after the await: the streams share the count.
              cascadedChangeOrders += removedOrders;
              projects[index] = (
                await createProject(ctx, userId, {
                  name: 'Again',
                  budgetCents: index === 0 ? 1_000_000 : 500_000,
                })
              ).id;
              await addMilestone(projects[index]);
              break;
            }
            case 'replaceContractor': {
              // The contractor cascade: its estimates go, its expenses stay without a contractor.
              const index = step.contractor % contractors.length;
              const contractorId = contractors[index] as number;
              await runCascade(
                () => deleteContractor(ctx, userId, contractorId),
                (record) => record.contractorId === contractorId,
                { expensesToo: false },
              );
              contractors[index] = (await createContractor(ctx, userId, { name: 'Again' })).id;
              contractorCascades += 1;
              break;
            }
          }
          const state = await expectConsistent(ctx, userId);
          if (state.projects.some((project) => Number(project.retainageHeldCents) > 0))
            retainageHeldSteps += 1;
          if (state.estimates.some(holdsRetainageWithChangeOrder)) retainageWithChangeOrderSteps += 1;
          expect(state.expenses.map((e) => e.id).sort()).toEqual([...expenses].sort());
          expect(state.changeOrders.map((c) => c.id).sort()).toEqual([...changeOrders].sort());
          // Every forecast figure from the stored aggregates equals the one from the items. The project item
          // as stored is in the snapshot (a strongly consistent read of the partition), read as getProject reads it.
          for (const item of state.projects) {
            expect(
              forecastCents(forecastAggregatesOf(toProjectRecord(item))),
              `forecast of project ${String(item.id)}`,
            ).toEqual(forecastFromItems(state, item));
            forecastChecks += 1;
          }
        }
      }),
      // State is shared between runs, so shrinking could not replay a failure: report the first one.
      // Fixed seeds: a failure replays exactly, and the counts of refusals asserted below cannot fall to
      // zero by chance on one run and not the next.
      { numRuns: RUNS_PER_STREAM, endOnFailure: true, seed: 20_261_126 + streamIndex },
    );
  };
  await Promise.all(Array.from({ length: STREAMS }, (_, index) => stream(index)));
  // The counts first, so that a run whose sequences missed a case still shows what they did.
  process.stdout.write(
    `aggregates property: ${runs} sequences, ${forecastChecks} forecast checks, ${moveRefusals} refused moves, ${planRefusals} refused plans, ${cascadedChangeOrders} change orders removed by cascades, ${contractorCascades} contractor cascades, ${schedulesSet} schedules set, ${scheduleRefusals} refused, ${installmentsPaid} installments paid, ${retainageHeldSteps} steps holding retainage (${retainageWithChangeOrderSteps} on an estimate with an approved change order)\n`,
  );
  expect(runs).toBe(STREAMS * RUNS_PER_STREAM);
  // The refused move really happened in the random sequences.
  expect(moveRefusals).toBeGreaterThan(0);
  expect(planRefusals).toBeGreaterThan(0);
  expect(cascadedChangeOrders).toBeGreaterThan(0);
  expect(contractorCascades).toBeGreaterThan(0);
  expect(schedulesSet).toBeGreaterThan(0);
  expect(scheduleRefusals).toBeGreaterThan(0);
  expect(installmentsPaid).toBeGreaterThan(0);
  expect(retainageHeldSteps).toBeGreaterThan(0);
  expect(retainageWithChangeOrderSteps).toBeGreaterThan(0);
}, 600_000);

/** An estimate whose schedule holds retainage while an approved change order revises its total. */
function holdsRetainageWithChangeOrder(estimate: Record<string, unknown>): boolean {
  const orders = Object.values((estimate.changeOrders ?? {}) as Record<string, { status: string }>);
  return Number(estimate.retainageHeldCents) > 0 && orders.some((order) => order.status === 'approved');
}
