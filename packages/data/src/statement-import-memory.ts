// What a household's statement imports leave for the next one (docs/product.md#statement-import-rules): the
// CSV layout chosen for each file shape, and a rule per vendor (its category and payment method), learned from
// the rows imported and editable.
import type { ImportRule } from '@reno/domain';
import { isCsvLayout, shortHash, type CsvLayout } from '@reno/domain/statement-import';
import { householdImportRules } from './access-patterns';
import { nowOf, type DataContext } from './context';
import { importLayoutKey, importRuleKey } from './keys';
import { batchGet, deleteItem, getItem, putItem, queryAll, type Item } from './requests';

/** The layout the household chose for this shape; null when none (or one stored by older code, unreadable). */
export async function getImportLayout(
  ctx: DataContext,
  householdId: string,
  shape: string,
): Promise<CsvLayout | null> {
  const item = await getItem(ctx, importLayoutKey(householdId, shortHash(shape)));
  return item && isCsvLayout(item.layout) ? item.layout : null;
}

/** One PutItem: the layout for this shape from now on. */
export async function saveImportLayout(
  ctx: DataContext,
  householdId: string,
  shape: string,
  layout: CsvLayout,
): Promise<void> {
  await putItem(ctx, {
    Item: {
      ...importLayoutKey(householdId, shortHash(shape)),
      entity: 'importLayout',
      shape,
      layout,
      updatedAt: nowOf(ctx).toISOString(),
    },
  });
}

const toRule = (item: Item): ImportRule => ({
  id: String(item.ruleId),
  vendor: String(item.vendor),
  category: String(item.category),
  paymentMethod: String(item.paymentMethod),
});

/** Every rule of the household, by vendor. One Query. */
export async function listImportRules(ctx: DataContext, householdId: string): Promise<ImportRule[]> {
  const items = await queryAll(ctx, householdImportRules(householdId));
  return items.map(toRule).sort((a, b) => (a.vendor < b.vendor ? -1 : a.vendor > b.vendor ? 1 : 0));
}

/** The rules of these vendors, by vendor. BatchGetItem. */
export async function importRulesFor(
  ctx: DataContext,
  householdId: string,
  vendors: readonly string[],
): Promise<Map<string, ImportRule>> {
  const unique = [...new Set(vendors)];
  const items = await batchGet(
    ctx,
    unique.map((vendor) => importRuleKey(householdId, shortHash(vendor))),
  );
  return new Map(items.map((item) => [String(item.vendor), toRule(item)]));
}

/** One PutItem: the vendor's rows go to this category, paid this way. */
export async function saveImportRule(
  ctx: DataContext,
  householdId: string,
  rule: Omit<ImportRule, 'id'>,
): Promise<ImportRule> {
  const ruleId = shortHash(rule.vendor);
  await putItem(ctx, {
    Item: {
      ...importRuleKey(householdId, ruleId),
      entity: 'importRule',
      ruleId,
      ...rule,
      updatedAt: nowOf(ctx).toISOString(),
    },
  });
  return { id: ruleId, ...rule };
}

/** One DeleteItem; false when there was no such rule. */
export async function deleteImportRule(
  ctx: DataContext,
  householdId: string,
  ruleId: string,
): Promise<boolean> {
  const old = await deleteItem(ctx, { Key: importRuleKey(householdId, ruleId), ReturnValues: 'ALL_OLD' });
  return old !== undefined;
}

/**
 * Learns from rows just imported: each vendor's last choice becomes its rule. One BatchGetItem, then a
 * PutItem only for a vendor whose rule it changes (a second batch of the same vendors writes nothing).
 */
export async function learnImportRules(
  ctx: DataContext,
  householdId: string,
  choices: readonly Omit<ImportRule, 'id'>[],
): Promise<void> {
  const last = new Map(choices.map((choice) => [choice.vendor, choice]));
  const known = await importRulesFor(ctx, householdId, [...last.keys()]);
  for (const choice of last.values()) {
    const rule = known.get(choice.vendor);
    if (rule?.category === choice.category && rule.paymentMethod === choice.paymentMethod) continue;
    await saveImportRule(ctx, householdId, choice);
  }
}
