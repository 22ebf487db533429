// Questions about the home record and its cost basis (issues 53 and 54), which the project's reader
// (interpretation.ts) has no words for: the cost basis, the improvements without a receipt, the maintenance
// due, the warranties, and what is in a room ('what paint is in the kitchen?'). Each is known by words only
// these questions use, and answered from the same tools the cloud model calls; any other question goes on to
// the project's reader.
import { formatDate, type AssistantHomeItem } from '@reno/domain';
import type { ToolSession } from '../../tool-session';
import { lookup, money, plain, plural } from './answers/lookup';

export type HomeQuestion =
  | { kind: 'basis' }
  | { kind: 'withoutReceipt' }
  | { kind: 'maintenance' }
  | { kind: 'items'; room: string | null; text: string | null; withWarranty: boolean };

/** Words a warranty question wraps around the item it names ('when does the dishwasher warranty end?'). */
const WARRANTY_WORDS = new Set(
  'when what which does do did is are will the a an our my its we me show list all warranty warranties end ends ending expire expires expiring run out on for of have has any items item with under still covered soon next coming up'.split(
    ' ',
  ),
);
const WITHOUT = new Set(['no', 'without', 'missing', 'lacking', 'lack']);

/**
 * 'what paint is in the kitchen', 'which appliances are in the kitchen', "what's in the garage" (the reader's
 * words: 'what in the garage'): 'is' or 'are' right before 'in the', so 'what did we spend in the last 30
 * days' is not one.
 */
const IN_A_ROOM = /^(?:what|which)(?: (.+?))? (?:is|are) in the (.+)$|^what in the (.+)$/;

/** What a question asks of the home record, or null when it is not such a question. */
export function readHomeQuestion(words: readonly string[]): HomeQuestion | null {
  const has = (word: string) => words.includes(word);
  if (
    words.some((word) => word.startsWith('improvement')) &&
    words.some((word) => word.startsWith('receipt'))
  )
    return words.some((word) => WITHOUT.has(word)) ? { kind: 'withoutReceipt' } : null;
  if (has('basis')) return { kind: 'basis' };
  if (has('maintenance')) return { kind: 'maintenance' };
  if (has('warranty') || has('warranties')) {
    const named = words.filter((word) => !WARRANTY_WORDS.has(word));
    return { kind: 'items', room: null, text: named.length ? named.join(' ') : null, withWarranty: true };
  }
  const inRoom = IN_A_ROOM.exec(words.join(' '));
  if (inRoom)
    return { kind: 'items', room: inRoom[2] ?? inRoom[3]!, text: inRoom[1] ?? null, withWarranty: false };
  return null;
}

export function answerHomeQuestion(question: HomeQuestion, tools: ToolSession): Promise<string> {
  switch (question.kind) {
    case 'basis':
      return basis(tools);
    case 'withoutReceipt':
      return withoutReceipt(tools);
    case 'maintenance':
      return maintenance(tools);
    case 'items':
      return items(question, tools);
  }
}

async function basis(tools: ToolSession): Promise<string> {
  const { homes, notice } = await lookup(tools, 'cost_basis', {});
  const lines = homes.map(
    (home) =>
      `**${home.homeName}**: the renovations added ${money(home.addedByRenovations)} to the basis ` +
      `(improvements ${plain(home.improvements)}, less ${plain(home.removed)} replaced or removed and ` +
      `${plain(home.reductions)} of reductions), so the adjusted basis is ${money(home.adjustedBasis)} ` +
      `(bought for ${plain(home.purchasePrice)}, settlement costs ${plain(home.settlementCosts)}).` +
      (home.improvementsWithoutReceipt > 0
        ? ` ${plural(home.improvementsWithoutReceipt, 'improvement')} without a receipt.`
        : ''),
  );
  return [...lines, '', notice].join('\n');
}

async function withoutReceipt(tools: ToolSession): Promise<string> {
  const { count, improvements } = await lookup(tools, 'improvements_without_receipt', {});
  if (count === 0) return 'Every improvement has its receipt.';
  const more = count - improvements.length;
  return [
    `${plural(count, 'improvement')} ${count === 1 ? 'has' : 'have'} no receipt:`,
    '',
    ...improvements.map(
      (row) => `- **${row.description}** (${row.projectName}, ${formatDate(row.date)}): ${money(row.amount)}`,
    ),
    ...(more > 0 ? ['', `and ${more} more.`] : []),
  ].join('\n');
}

async function maintenance(tools: ToolSession): Promise<string> {
  const { tasks, count, overdueCount, to } = await lookup(tools, 'maintenance_due', {});
  if (count === 0) return `No maintenance is due by ${formatDate(to)}.`;
  return [
    `${plural(count, 'maintenance task')} ${count === 1 ? 'is' : 'are'} due by ${formatDate(to)}` +
      (overdueCount > 0 ? ` (${overdueCount} overdue):` : ':'),
    '',
    ...tasks.map(
      (task) =>
        `- **${task.name}** (${task.home}${task.item ? `, ${task.item}` : ''}): due ` +
        `${formatDate(task.nextDueDate)}${task.overdue ? ' (**overdue**)' : ''}, ${task.schedule.toLowerCase()}`,
    ),
  ].join('\n');
}

/** 'Wall paint (Kitchen): Benjamin Moore, White Dove OC-17, Eggshell' and what else is known of it. */
function itemLine(item: AssistantHomeItem): string {
  const colour = [item.colourName, item.colourCode].filter(Boolean).join(' ');
  const details = [
    item.brand,
    item.model && `model ${item.model}`,
    [colour, item.sheen].filter(Boolean).join(', '),
    item.serial && `serial ${item.serial}`,
  ].filter(Boolean);
  const warranty = item.warranty
    ? ` Warranty ends **${formatDate(item.warranty.endsOn)}**${item.warranty.contact ? `; call ${item.warranty.contact}` : ''}.`
    : '';
  return `- **${item.name}** (${item.room}, ${item.home})${details.length ? `: ${details.join(', ')}` : ''}.${warranty}`;
}

async function items(
  question: Extract<HomeQuestion, { kind: 'items' }>,
  tools: ToolSession,
): Promise<string> {
  const input = {
    ...(question.room ? { room: question.room } : {}),
    ...(question.text ? { text: question.text } : {}),
    ...(question.withWarranty ? { withWarranty: true } : {}),
  };
  // A room no home has is the lookup's refusal, said as every failed lookup is (offline-answers.ts).
  const found = await lookup(tools, 'find_home_items', input);
  const where = found.rooms ? ` in ${found.rooms.join(', ')}` : '';
  const what = question.text ? ` matching “${question.text}”` : '';
  if (found.count === 0)
    return question.withWarranty
      ? `No item${what}${where} has a warranty recorded.`
      : `Nothing${what} is recorded${where}.`;
  const listed = found.items.length < found.count ? ` (the first ${found.items.length})` : '';
  return [`${plural(found.count, 'item')}${what}${where}${listed}:`, '', ...found.items.map(itemLine)].join(
    '\n',
  );
}
