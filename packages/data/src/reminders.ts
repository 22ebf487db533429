// Payment reminders (docs/architecture.md#payment-reminders): each member's settings in a household (the
// owner's too), the unsubscribe token their e-mails carry, and the one-click unsubscribe it allows. The
// token itself sits on the settings item (every e-mail repeats it); an item keyed by its hash names the
// household and the member, so the link alone finds them.
import { DEFAULT_REMINDER_SETTINGS, REMINDERS_OFF, type ReminderSettings } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { householdReminderSettings } from './access-patterns';
import { reminderSettingsKey, unsubscribeTokenKey } from './keys';
import { getItem, queryAll, type Item } from './requests';
import { ConcurrencyRetry, runTransaction, TransactionBuilder, type Condition } from './transaction';
import { num } from './validate';

function toSettings(item: Item | undefined): ReminderSettings {
  if (!item) return { ...DEFAULT_REMINDER_SETTINGS };
  const flag = (name: keyof ReminderSettings) =>
    typeof item[name] === 'boolean' ? (item[name] as boolean) : DEFAULT_REMINDER_SETTINGS[name];
  return {
    daysBefore: item.daysBefore === undefined ? DEFAULT_REMINDER_SETTINGS.daysBefore : num(item.daysBefore),
    installmentDue: flag('installmentDue') as boolean,
    installmentOverdue: flag('installmentOverdue') as boolean,
    milestoneOverdue: flag('milestoneOverdue') as boolean,
    maintenanceDue: flag('maintenanceDue') as boolean,
    warrantyEnding: flag('warrantyEnding') as boolean,
    weeklyDigest: flag('weeklyDigest') as boolean,
  };
}

/** The member's settings in the household; the defaults until they save any. One GetItem. */
export async function getReminderSettings(
  ctx: DataContext,
  householdId: string,
  memberId: string,
): Promise<ReminderSettings> {
  return toSettings(await getItem(ctx, reminderSettingsKey(householdId, memberId)));
}

/** Saves the member's settings (their token, if any, is kept). One UpdateItem. */
export async function setReminderSettings(
  ctx: DataContext,
  householdId: string,
  memberId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  await new TransactionBuilder(ctx)
    .update(reminderSettingsKey(householdId, memberId), {
      set: { ...settings, updatedAt: nowOf(ctx).toISOString() },
      setIfMissing: { entity: 'reminderSettings', householdId, memberId },
    })
    .send();
  return settings;
}

/** Every member's saved settings in the household, by member id (absent: the defaults). One Query. */
export async function listReminderSettings(
  ctx: DataContext,
  householdId: string,
): Promise<Map<string, ReminderSettings & { unsubscribeToken: string | null }>> {
  const items = await queryAll(ctx, householdReminderSettings(householdId));
  return new Map(
    items.map((item) => [
      String(item.memberId),
      {
        ...toSettings(item),
        unsubscribeToken: typeof item.unsubscribeToken === 'string' ? item.unsubscribeToken : null,
      },
    ]),
  );
}

const tokenMissing: Condition = (p) => `attribute_not_exists(${p.name('unsubscribeToken')})`;

/**
 * The member's unsubscribe token in the household: the one they have, else `fresh` (with its hash) stored
 * now: GetItem, then one TransactWriteItems (the token on the settings item, if it has none yet, and the
 * item its hash finds). Two sweeps at once store one token; the other reads it.
 */
export async function ensureUnsubscribeToken(
  ctx: DataContext,
  householdId: string,
  memberId: string,
  fresh: { token: string; tokenHash: string },
): Promise<string> {
  return runTransaction(async () => {
    const current = await getItem(ctx, reminderSettingsKey(householdId, memberId));
    if (typeof current?.unsubscribeToken === 'string') {
      return { transaction: new TransactionBuilder(ctx), result: current.unsubscribeToken };
    }
    const transaction = new TransactionBuilder(ctx)
      .update(
        reminderSettingsKey(householdId, memberId),
        {
          set: { unsubscribeToken: fresh.token },
          setIfMissing: { entity: 'reminderSettings', householdId, memberId },
        },
        { condition: tokenMissing, onConditionFailed: () => new ConcurrencyRetry() },
      )
      .put({ ...unsubscribeTokenKey(fresh.tokenHash), entity: 'unsubscribeToken', householdId, memberId });
    return { transaction, result: fresh.token };
  });
}

/**
 * Turns every reminder off for the member the token's hash names (one click from an e-mail): GetItem +
 * one UpdateItem. Null for a token that names no one. Saying it twice changes nothing more.
 */
export async function unsubscribeReminders(
  ctx: DataContext,
  tokenHash: string,
): Promise<{ householdId: string; memberId: string } | null> {
  const token = await getItem(ctx, unsubscribeTokenKey(tokenHash));
  if (!token) return null;
  const householdId = String(token.householdId);
  const memberId = String(token.memberId);
  await new TransactionBuilder(ctx)
    .update(reminderSettingsKey(householdId, memberId), {
      set: { ...REMINDERS_OFF, unsubscribedAt: nowOf(ctx).toISOString() },
      setIfMissing: { entity: 'reminderSettings', householdId, memberId },
    })
    .send();
  return { householdId, memberId };
}
