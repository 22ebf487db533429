// Builds one TransactWriteItems request from named operations. Numeric adjustments to the same item
// (a project's aggregates, a user's counters) are merged, because a transaction may touch an item once.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from './context';
import { ConcurrencyError } from './errors';
import { keyString, type ItemKey } from './keys';
import { sleep, transactWrite, type Item } from './requests';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Hands out placeholders so that conditions and updates written separately never collide. */
class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private nameCount = 0;
  private valueCount = 0;
  private readonly nameIds = new Map<string, string>();

  name(attribute: string): string {
    const known = this.nameIds.get(attribute);
    if (known) return known;
    const placeholder = `#n${this.nameCount++}`;
    this.nameIds.set(attribute, placeholder);
    this.names[placeholder] = attribute;
    return placeholder;
  }

  path(path: readonly string[]): string {
    return path.map((part) => this.name(part)).join('.');
  }

  value(value: unknown): string {
    const placeholder = `:v${this.valueCount++}`;
    this.values[placeholder] = value;
    return placeholder;
  }
}

/** A condition expression written against placeholders, e.g. `(p) => \`attribute_exists(${p.name('PK')})\``. */
export type Condition = (p: Placeholders) => string;

export const conditions = {
  exists: ((p) => `attribute_exists(${p.name('PK')})`) as Condition,
  notExists: ((p) => `attribute_not_exists(${p.name('PK')})`) as Condition,
  /** Exists and is not being removed by a cascade (new links to it are refused). */
  live: ((p) =>
    `attribute_exists(${p.name('PK')}) AND attribute_not_exists(${p.name('deleting')})`) as Condition,
  versionIs:
    (version: number): Condition =>
    (p) =>
      `${p.name('version')} = ${p.value(version)}`,
  equals:
    (attribute: string, value: unknown): Condition =>
    (p) =>
      `${p.name(attribute)} = ${p.value(value)}`,
  /** Exists and is in the home, room or project `attribute` names (not moved meanwhile). */
  stillIn:
    (attribute: 'homeId' | 'roomId' | 'projectId', id: number): Condition =>
    (p) =>
      `attribute_exists(${p.name('PK')}) AND ${p.name(attribute)} = ${p.value(id)}`,
};

export interface OperationOptions {
  condition?: Condition;
  /** The error to throw when this operation's condition fails (ConcurrencyRetry to re-run the attempt). */
  onConditionFailed?: () => Error;
  /**
   * Adds what the stored item lacks when DynamoDB refuses the transaction because an `add` names an
   * entry of a map the item does not have (items stored before the map existed). The send then ends
   * in ConcurrencyRetry, so the attempt re-reads and re-builds against the repaired item.
   */
  repair?: (ctx: DataContext) => Promise<void>;
}

export interface UpdateChanges {
  set?: Record<string, unknown>;
  /** Set only when the attribute is missing (initial values of counters and maps). */
  setIfMissing?: Record<string, unknown>;
  remove?: string[];
  /** Numeric deltas; a path of two names adjusts one entry of a map (the map must exist). */
  add?: { path: readonly string[]; delta: number }[];
}

interface Operation {
  kind: 'put' | 'delete' | 'update' | 'check';
  key: ItemKey;
  item?: Item;
  changes: Required<UpdateChanges>;
  conditions: Condition[];
  onConditionFailed: (() => Error) | undefined;
  /** One per aggregate the item may lack (the forecast's, the assistant's totals): all of them run. */
  repairs: NonNullable<OperationOptions['repair']>[];
}

/** Thrown from onConditionFailed to say "re-read and try the whole attempt again". */
export class ConcurrencyRetry extends Error {}

/**
 * A failed condition that a write can satisfy (an item made lazily, e.g. a household's first home): the
 * send makes it, then the attempt re-runs with what it had (the same id), as after a conflict.
 */
export class RepairThenRetry extends Error {
  constructor(readonly repair: (ctx: DataContext) => Promise<void>) {
    super('repair, then retry');
  }
}

export class TransactionBuilder {
  private readonly operations = new Map<string, Operation>();

  constructor(private readonly ctx: DataContext) {}

  get size(): number {
    return this.operations.size;
  }

  put(item: Item & ItemKey, options: OperationOptions = {}): this {
    this.add('put', { PK: item.PK, SK: item.SK }, options).item = item;
    return this;
  }

  delete(key: ItemKey, options: OperationOptions = {}): this {
    this.add('delete', key, options);
    return this;
  }

  check(key: ItemKey, condition: Condition, onConditionFailed: () => Error): this {
    const operation = this.operations.get(keyString(key));
    // An item already written in this transaction carries the check as its own condition.
    if (operation) {
      operation.conditions.push(condition);
      operation.onConditionFailed ??= onConditionFailed;
      return this;
    }
    this.add('check', key, { condition, onConditionFailed });
    return this;
  }

  update(key: ItemKey, changes: UpdateChanges, options: OperationOptions = {}): this {
    const operation = this.add('update', key, options);
    Object.assign(operation.changes.set, changes.set);
    Object.assign(operation.changes.setIfMissing, changes.setIfMissing);
    operation.changes.remove.push(...(changes.remove ?? []));
    for (const { path, delta } of changes.add ?? []) {
      const existing = operation.changes.add.find((entry) => entry.path.join('.') === path.join('.'));
      if (existing) existing.delta += delta;
      else operation.changes.add.push({ path, delta });
    }
    return this;
  }

  private add(kind: Operation['kind'], key: ItemKey, options: OperationOptions): Operation {
    const id = keyString(key);
    let operation = this.operations.get(id);
    if (!operation) {
      operation = {
        kind,
        key,
        changes: { set: {}, setIfMissing: {}, remove: [], add: [] },
        conditions: [],
        onConditionFailed: undefined,
        repairs: [],
      };
      this.operations.set(id, operation);
    } else if (operation.kind === 'check') {
      operation.kind = kind;
    } else if (operation.kind !== kind || kind !== 'update') {
      throw new Error(`transaction touches ${key.PK} ${key.SK} twice (${operation.kind}, ${kind})`);
    }
    // The same condition named again (each expense of a batch checks its project exists) is checked once: a
    // 40-row import would otherwise repeat it past DynamoDB's 4 KB expression limit.
    if (options.condition && !operation.conditions.includes(options.condition))
      operation.conditions.push(options.condition);
    if (options.onConditionFailed) operation.onConditionFailed ??= options.onConditionFailed;
    if (options.repair) operation.repairs.push(options.repair);
    return operation;
  }

  build(): TransactItem[] {
    const items: TransactItem[] = [];
    for (const operation of this.operations.values()) {
      const item = this.compile(operation);
      if (item) items.push(item);
    }
    return items;
  }

  /** Operations in the order build() emits them, to map cancellation reasons back. */
  private emitted(): Operation[] {
    return [...this.operations.values()].filter((operation) => !isEmptyUpdate(operation));
  }

  private compile(operation: Operation): TransactItem | undefined {
    if (isEmptyUpdate(operation)) return undefined;
    const p = new Placeholders();
    const condition = operation.conditions.map((build) => `(${build(p)})`).join(' AND ') || undefined;
    const common = {
      TableName: this.ctx.tableName,
      ...(condition ? { ConditionExpression: condition } : {}),
    };
    const withPlaceholders = () => ({
      ...(Object.keys(p.names).length ? { ExpressionAttributeNames: p.names } : {}),
      ...(Object.keys(p.values).length ? { ExpressionAttributeValues: p.values } : {}),
    });
    // An update that ended with nothing to change (deltas summing to 0) still checks its conditions.
    const kind = operation.kind === 'update' && !hasChanges(operation.changes) ? 'check' : operation.kind;
    switch (kind) {
      case 'put':
        return { Put: { ...common, Item: operation.item, ...withPlaceholders() } };
      case 'delete':
        return { Delete: { ...common, Key: operation.key, ...withPlaceholders() } };
      case 'check':
        return {
          ConditionCheck: {
            ...common,
            Key: operation.key,
            ConditionExpression: condition ?? '',
            ...withPlaceholders(),
          },
        };
      case 'update': {
        const expression = updateExpression(operation.changes, p);
        return {
          Update: { ...common, Key: operation.key, UpdateExpression: expression, ...withPlaceholders() },
        };
      }
    }
  }

  /** Sends the transaction; a failed condition becomes the error its operation names. */
  async send(): Promise<void> {
    const items = this.build();
    if (items.length === 0) return;
    if (items.length > 100) throw new Error(`transaction of ${items.length} items exceeds 100`);
    try {
      await transactWrite(this.ctx, items);
    } catch (error) {
      // DynamoDB does not say which item lacks the map, so every operation that can repair one does.
      const repairs = this.emitted().flatMap((operation) => operation.repairs);
      if (repairs.length === 0 || !isMissingDocumentPath(error)) {
        const translated = this.translate(error);
        if (!(translated instanceof RepairThenRetry)) throw translated;
        await translated.repair(this.ctx);
        throw new ConcurrencyRetry('made what the condition needed');
      }
      for (const repair of repairs) await repair(this.ctx);
      throw new ConcurrencyRetry('missing map repaired');
    }
  }

  private translate(error: unknown): unknown {
    const reasons = cancellationReasons(error);
    if (!reasons) return error;
    const operations = this.emitted();
    for (const [index, reason] of reasons.entries()) {
      if (reason?.Code === 'ConditionalCheckFailed') {
        const operation = operations[index];
        // A condition nobody named an error for (an id already taken...) is not worth retrying.
        return (
          operation?.onConditionFailed?.() ??
          new ConcurrencyError(`condition failed on ${operation?.key.SK ?? 'item'}`)
        );
      }
    }
    if (reasons.some((reason) => reason?.Code === 'TransactionConflict'))
      return new ConcurrencyRetry('conflict');
    return error;
  }
}

function hasChanges({ set, setIfMissing, remove, add }: Required<UpdateChanges>): boolean {
  return (
    Object.keys(set).length > 0 ||
    Object.keys(setIfMissing).length > 0 ||
    remove.length > 0 ||
    add.some((entry) => entry.delta !== 0)
  );
}

function isEmptyUpdate(operation: Operation): boolean {
  return operation.kind === 'update' && !hasChanges(operation.changes) && operation.conditions.length === 0;
}

function updateExpression(changes: Required<UpdateChanges>, p: Placeholders): string {
  const sets: string[] = [];
  for (const [attribute, value] of Object.entries(changes.set))
    sets.push(`${p.name(attribute)} = ${p.value(value)}`);
  for (const [attribute, value] of Object.entries(changes.setIfMissing)) {
    const name = p.name(attribute);
    sets.push(`${name} = if_not_exists(${name}, ${p.value(value)})`);
  }
  for (const { path, delta } of changes.add) {
    if (delta === 0) continue;
    const target = p.path(path);
    sets.push(`${target} = if_not_exists(${target}, ${p.value(0)}) + ${p.value(delta)}`);
  }
  const parts: string[] = [];
  if (sets.length) parts.push(`SET ${sets.join(', ')}`);
  if (changes.remove.length)
    parts.push(`REMOVE ${changes.remove.map((attribute) => p.name(attribute)).join(', ')}`);
  return parts.join(' ');
}

/** An update named a path inside a map the item lacks (a ValidationException, of the transaction or one item). */
function isMissingDocumentPath(error: unknown): boolean {
  const named = error as { name?: string; message?: string; CancellationReasons?: CancellationReason[] };
  if (named.name === 'ValidationException') return /document path/i.test(named.message ?? '');
  return (named.CancellationReasons ?? []).some(
    (reason) => reason?.Code === 'ValidationError' && /document path/i.test(reason.Message ?? ''),
  );
}

interface CancellationReason {
  Code?: string;
  Message?: string;
}

function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const named = error as { name?: string; CancellationReasons?: CancellationReason[] };
  if (named.name === 'TransactionConflictException') return [{ Code: 'TransactionConflict' }];
  if (named.name !== 'TransactionCanceledException') return undefined;
  return named.CancellationReasons ?? [];
}

/**
 * Runs `attempt` (which reads what it needs and returns a transaction) until it commits. Conflicts
 * with concurrent transactions and ConcurrencyRetry from a failed optimistic check re-run the attempt.
 */
export async function runTransaction<T>(
  attempt: () => Promise<{ transaction: TransactionBuilder; result: T }>,
  maxAttempts = 40,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    const { transaction, result } = await attempt();
    try {
      await transaction.send();
      return result;
    } catch (error) {
      if (!(error instanceof ConcurrencyRetry)) throw error;
      if (tries >= maxAttempts) throw new ConcurrencyError('too many concurrent changes, please retry');
      await sleep(Math.random() * Math.min(400, 10 * 1.5 ** tries));
    }
  }
}
