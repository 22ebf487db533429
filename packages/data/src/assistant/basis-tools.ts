// cost_basis and improvements_without_receipt (docs/product.md#basis-report): a home's basis from its projects'
// basis sums (home-basis.ts: a Query of the projects and one of the home's reductions), and its improvements
// without a receipt from the report's lines a page at a time, read only until the list is full. The basis
// rules load with the first call (as the report route loads them).
import {
  ASSISTANT_RECEIPTLESS_LIMIT,
  countOf,
  lookedAtLine,
  toCents,
  centsToDecimal,
  type AssistantHomeBasis,
  type CostBasisToolInput,
  type HomeBasisInput,
  type ImprovementWithoutReceipt,
} from '@reno/domain';
import type { DataContext } from '../context';
import { homeBasisLinePages, readHomeBasis } from '../home-basis';
import { listHomes } from '../homes';
import { ToolNotFound } from './scope';
import type { Tool } from './tool-answer';

const basisRules = () => import('@reno/domain/cost-basis');

/** The homes asked about, each with what its totals are made from. */
async function homesOf(ctx: DataContext, householdId: string, input: CostBasisToolInput) {
  const ids =
    input.homeId === undefined ? (await listHomes(ctx, householdId)).map((home) => home.id) : [input.homeId];
  const homes = await Promise.all(ids.map((id) => readHomeBasis(ctx, householdId, id)));
  if (homes.some((home) => home === null))
    throw new ToolNotFound(`There is no home ${input.homeId ?? ''}; omit homeId for every home.`);
  return homes as HomeBasisInput[];
}

const cents = (amount: string) => toCents(amount) ?? 0;
const scopeOf = (homes: readonly HomeBasisInput[], input: CostBasisToolInput) =>
  input.homeId === undefined ? 'all homes' : (homes[0]?.home.name ?? '');

export const costBasisTool: Tool<'cost_basis'> = async (ctx, householdId, input) => {
  const homes = await homesOf(ctx, householdId, input);
  const { homeBasis, BASIS_NOTICE } = await basisRules();
  const reports = homes.map(homeBasis);
  const projects = homes.reduce((sum, home) => sum + home.projects.length, 0);
  return {
    source: 'aggregates',
    lookedAt: lookedAtLine(
      ['Cost basis', scopeOf(homes, input)],
      `${countOf(homes.length, 'home')}, ${countOf(projects, 'project')}`,
    ),
    result: {
      homes: reports.map((report): AssistantHomeBasis => ({
        homeId: report.homeId,
        homeName: report.homeName,
        purchasePrice: report.purchasePrice,
        settlementCosts: report.settlementCosts,
        improvements: report.improvements,
        removed: report.removed,
        reductions: report.reductions,
        addedByRenovations: centsToDecimal(
          cents(report.improvements) - cents(report.removed) - cents(report.reductions),
        ),
        adjustedBasis: report.adjustedBasis,
        improvementsWithoutReceipt: report.improvementsWithoutReceipt,
        byProject: report.byProject.map(({ projectName, extensiveRemodel, improvements, removed }) => ({
          projectName,
          extensiveRemodel,
          improvements,
          removed,
        })),
      })),
      notice: BASIS_NOTICE,
    },
  };
};

/** The home's improvements without a receipt, page after page of its lines, until `wanted` are found. */
async function receiptless(
  ctx: DataContext,
  householdId: string,
  home: HomeBasisInput,
  wanted: number,
): Promise<ImprovementWithoutReceipt[]> {
  const { basisLinesOf } = await basisRules();
  const found: ImprovementWithoutReceipt[] = [];
  for await (const page of homeBasisLinePages(ctx, householdId, home.home.id)) {
    for (const line of basisLinesOf(page))
      if (line.countedAs === 'improvement' && line.receipt === null && found.length < wanted)
        found.push({
          expenseId: line.expenseId,
          homeName: home.home.name,
          projectName: line.projectName,
          date: line.date,
          description: line.description,
          amount: line.amount,
          removedOn: line.removedOn,
        });
    if (found.length >= wanted) break;
  }
  return found;
}

export const improvementsWithoutReceiptTool: Tool<'improvements_without_receipt'> = async (
  ctx,
  householdId,
  input,
) => {
  const homes = await homesOf(ctx, householdId, input);
  const { homeBasis } = await basisRules();
  const counts = homes.map((home) => homeBasis(home).improvementsWithoutReceipt);
  const improvements: ImprovementWithoutReceipt[] = [];
  for (const [index, home] of homes.entries()) {
    const wanted = Math.min(counts[index]!, ASSISTANT_RECEIPTLESS_LIMIT - improvements.length);
    if (wanted > 0) improvements.push(...(await receiptless(ctx, householdId, home, wanted)));
  }
  const count = counts.reduce((sum, value) => sum + value, 0);
  return {
    source: 'records',
    lookedAt: lookedAtLine(
      ['Improvements without a receipt', scopeOf(homes, input)],
      countOf(count, 'improvement'),
    ),
    result: { count, improvements },
  };
};
