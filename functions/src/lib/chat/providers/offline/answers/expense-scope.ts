// The expenses an answer is about: the filters of the request, one value each, with a trade ('the
// electrician') resolved to the contractors of that trade, as tool input and in words.
import {
  expenseCategoryLabel,
  paymentMethodLabel,
  type ExpenseCategory,
  type PaymentMethod,
} from '@reno/domain';
import type { ToolSession } from '../../../tool-session';
import type { ContractorRef, Filters, Request } from '../interpretation';
import { periodWords, type Period } from '../periods';
import { lookup } from './lookup';

export interface NamedContractor {
  id: number;
  name: string;
  specialty: string | null;
}

export interface ExpenseScope {
  project: { id: number; name: string };
  category: ExpenseCategory | null;
  method: PaymentMethod | null;
  contractor: NamedContractor | null;
  text: string | null;
  period: Period | null;
}

/** An answer given instead of figures: no contractor of that trade, or several where one was meant. */
export class NoSuchContractor extends Error {}

/** The contractors a reference means: the one named, or those of the trade (looked up). */
export async function contractorsOf(
  ref: ContractorRef,
  project: { id: number; name: string },
  tools: ToolSession,
): Promise<NamedContractor[]> {
  if (ref.kind === 'named') return [ref.contractor];
  const found = await lookup(tools, 'find_contractors', { specialty: ref.trade, projectId: project.id });
  if (found.count === 0)
    throw new NoSuchContractor(
      `None of your contractors is listed as ${ref.trade === 'HVAC' ? 'an HVAC contractor' : `a${/^[aeiou]/i.test(ref.trade) ? 'n' : ''} ${ref.trade.toLowerCase()}`}, so I have no figure for them. Add their trade on the Contractors screen.`,
    );
  return found.contractors;
}

/** The one contractor a request's filters name, if any; several of one trade are refused. */
async function oneContractor(request: Request, tools: ToolSession): Promise<NamedContractor | null> {
  const ref = request.filters.contractors[0];
  if (!ref) return null;
  const contractors = await contractorsOf(ref, request.project, tools);
  if (contractors.length > 1)
    throw new NoSuchContractor(
      `You have more than one ${ref.kind === 'trade' ? ref.trade.toLowerCase() : 'contractor by that name'}: ${contractors.map((c) => c.name).join(' and ')}. Which one do you mean?`,
    );
  return contractors[0]!;
}

/** The scope of a request whose filters hold at most one value each. */
export async function scopeOf(
  request: Request,
  tools: ToolSession,
  filters: Filters = request.filters,
): Promise<ExpenseScope> {
  return {
    project: request.project,
    category: filters.categories[0] ?? null,
    method: filters.methods[0] ?? null,
    contractor: await oneContractor({ ...request, filters }, tools),
    text: filters.text,
    period: filters.periods[0] ?? null,
  };
}

export function toolInput(scope: ExpenseScope): Record<string, unknown> {
  return {
    projectId: scope.project.id,
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.method ? { paymentMethod: scope.method } : {}),
    ...(scope.contractor ? { contractor: scope.contractor.id } : {}),
    ...(scope.text ? { text: scope.text } : {}),
    ...(scope.period?.from ? { from: scope.period.from } : {}),
    ...(scope.period?.to ? { to: scope.period.to } : {}),
  };
}

/** What an answer covers, every filter named: 'Labor, paid by Check, all dates, Kitchen Remodel'. */
export function scopeWords(scope: ExpenseScope, options: { withoutPeriod?: boolean } = {}): string {
  return [
    ...(scope.category ? [expenseCategoryLabel(scope.category)] : []),
    ...(scope.contractor
      ? [
          `paid to ${scope.contractor.name}${scope.contractor.specialty ? ` (${scope.contractor.specialty})` : ''}`,
        ]
      : []),
    ...(scope.method ? [`paid by ${paymentMethodLabel(scope.method)}`] : []),
    ...(scope.text ? [`mentioning “${scope.text}”`] : []),
    ...(options.withoutPeriod ? [] : [periodWords(scope.period)]),
    scope.project.name,
  ].join(', ');
}
