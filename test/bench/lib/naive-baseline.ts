import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { CapacityReport, DataContext } from '@reno/data';
import { everyProjectItem } from '@reno/data/access-patterns';
import { indexes } from '@reno/data/table';
import {
  committedRemainingCents,
  projectForecast,
  projectSummary,
  type ProjectForecast,
  type ProjectSummary,
} from '@reno/domain';
import { costOf, type CallCost } from './capacity-meter';

type Item = Record<string, unknown>;

/** Keys as docs/architecture.md lays them out (the data layer keeps its key builders private). */
const pad = (id: number) => String(id).padStart(12, '0');
const userPk = (owner: string) => `USER#${owner}`;
const projectSk = (projectId: number) => `PROJECT#${pad(projectId)}`;
const projectGsi1Pk = (owner: string, projectId: number) => `USER#${owner}#PROJECT#${pad(projectId)}`;

/** Aggregates and page counts the naive design does not keep. */
const AGGREGATE_ATTRIBUTES = [
  'spentCents',
  'spentByCategory',
  'expenseCount',
  'expenseMonths',
  'approvedEstimatesCents',
  'paidEstimatesCents',
];

export interface NaivePage {
  ids: number[];
  totalCount: number;
}

/**
 * The baseline: the same items without aggregates or page counts, so every answer is computed by reading
 * every item of the project (one Query over its GSI1 partition, 1 MB a request) and working in memory.
 * It lives in its own partition (`USER#naive-<sub>`), a copy of a real project, so its writes and its
 * project delete can run for real without touching the data the API is measured on.
 */
export class NaiveBaseline {
  private readonly owner: string;
  private reports: CapacityReport[] = [];
  private nextId = 1_000_000_000;

  private constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableName: string,
    sub: string,
    private readonly projectId: number,
  ) {
    this.owner = `naive-${sub}`;
  }

  /** Copies the project item (minus its aggregates) and its expenses; not measured. */
  static async copyOf(ctx: DataContext, sub: string, projectId: number): Promise<NaiveBaseline> {
    const naive = new NaiveBaseline(ctx.doc, ctx.tableName, sub, projectId);
    const project = await naive.get({ PK: userPk(sub), SK: projectSk(projectId) });
    if (!project) throw new Error(`No project ${projectId} to copy`);
    for (const attribute of AGGREGATE_ATTRIBUTES) delete project[attribute];
    const expenses = await naive.queryAll(sub, projectId);
    const copies = [project, ...expenses].map((item) => naive.rehome(item));
    await naive.batchWrite(copies.map((item) => ({ PutRequest: { Item: item } })));
    naive.reports = [];
    return naive;
  }

  private rehome(item: Item): Item {
    const copy: Item = { ...item, PK: userPk(this.owner), userId: this.owner };
    if (typeof copy.GSI1PK === 'string') copy.GSI1PK = projectGsi1Pk(this.owner, this.projectId);
    // The naive design has no filter indexes; a copy keeping their keys would sit in the real project's.
    for (const index of [indexes.expensesByCategory, indexes.expensesByMethod]) {
      delete copy[index.partitionKey];
      delete copy[index.sortKey];
    }
    return copy;
  }

  private record(operation: string, consumed: ConsumedCapacity | ConsumedCapacity[] | undefined) {
    const entries = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
    const units = entries.reduce((total, entry) => total + (entry.CapacityUnits ?? 0), 0);
    const read = operation === 'GetItem' || operation === 'Query';
    this.reports.push({
      operation,
      consumed: entries,
      readCapacityUnits: read ? units : 0,
      writeCapacityUnits: read ? 0 : units,
    });
  }

  private async measure<T>(work: () => Promise<T>): Promise<{ result: T; cost: CallCost }> {
    this.reports = [];
    const result = await work();
    return { result, cost: costOf(this.reports) };
  }

  private async get(key: { PK: string; SK: string }): Promise<Item | undefined> {
    const output = await this.doc.send(
      new GetCommand({
        TableName: this.tableName,
        Key: key,
        ConsistentRead: true,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    this.record('GetItem', output.ConsumedCapacity);
    return output.Item;
  }

  /** Every item of a project's partition of the projectItems index (expenses, estimates, milestones), page by page. */
  private async queryAll(owner: string, projectId: number): Promise<Item[]> {
    const items: Item[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const output = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          ...everyProjectItem(owner, projectId),
          ExclusiveStartKey: startKey,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      this.record('Query', output.ConsumedCapacity);
      items.push(...(output.Items ?? []));
      startKey = output.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  private async batchWrite(requests: Record<string, unknown>[], concurrency = 4): Promise<void> {
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        let pending: Record<string, unknown>[] | undefined = batches[next++];
        while (pending && pending.length > 0) {
          const output = await this.doc.send(
            new BatchWriteCommand({
              RequestItems: { [this.tableName]: pending as never },
              ReturnConsumedCapacity: 'TOTAL',
            }),
          );
          this.record('BatchWriteItem', output.ConsumedCapacity);
          pending = output.UnprocessedItems?.[this.tableName] as Record<string, unknown>[] | undefined;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  private projectItems() {
    return this.queryAll(this.owner, this.projectId);
  }

  /** GET /api/projects/{id}/summary, naively: the project item for the budget, then every item. */
  summary(): Promise<{ result: ProjectSummary; cost: CallCost }> {
    return this.measure(async () => {
      const project = await this.get({ PK: userPk(this.owner), SK: projectSk(this.projectId) });
      const items = await this.projectItems();
      const expenses = items.filter((item) => String(item.SK).startsWith('EXPENSE#'));
      const approved = items.filter(
        (item) => String(item.SK).startsWith('ESTIMATE#') && item.status === 'approved',
      );
      const spentByCategoryCents: Record<string, number> = {};
      for (const expense of expenses) {
        const category = String(expense.category).toLowerCase();
        spentByCategoryCents[category] = (spentByCategoryCents[category] ?? 0) + Number(expense.amountCents);
      }
      return projectSummary({
        budgetCents: Number(project?.budgetCents ?? 0),
        spentCents: expenses.reduce((total, expense) => total + Number(expense.amountCents), 0),
        spentByCategoryCents,
        approvedEstimatesCents: approved.reduce((total, item) => total + Number(item.totalWithTaxCents), 0),
        paidEstimatesCents: expenses
          .filter((expense) => typeof expense.estimateId === 'number')
          .reduce((total, expense) => total + Number(expense.amountCents), 0),
      });
    });
  }

  /**
   * GET /api/projects/{id}/forecast, naively: the project item for the budget and plan, then every item to
   * sum spent per category and each approved estimate's remaining commitment (the bench's estimates have
   * no change orders, so their revised total is their total with tax).
   */
  forecast(): Promise<{ result: ProjectForecast; cost: CallCost }> {
    return this.measure(async () => {
      const project = await this.get({ PK: userPk(this.owner), SK: projectSk(this.projectId) });
      const items = await this.projectItems();
      const expenses = items.filter((item) => String(item.SK).startsWith('EXPENSE#'));
      const spentByCategoryCents: Record<string, number> = {};
      for (const expense of expenses) {
        const category = String(expense.category).toLowerCase();
        spentByCategoryCents[category] = (spentByCategoryCents[category] ?? 0) + Number(expense.amountCents);
      }
      const committedByCategoryCents: Record<string, number> = {};
      for (const estimate of items.filter((item) => String(item.SK).startsWith('ESTIMATE#'))) {
        const paidCents = expenses
          .filter((expense) => expense.estimateId === estimate.id)
          .reduce((total, expense) => total + Number(expense.amountCents), 0);
        const key = typeof estimate.category === 'string' ? estimate.category : 'unassigned';
        committedByCategoryCents[key] =
          (committedByCategoryCents[key] ?? 0) +
          committedRemainingCents({
            status: String(estimate.status),
            revisedTotalWithTaxCents: Number(estimate.totalWithTaxCents),
            paidCents,
          });
      }
      return projectForecast({
        budgetCents: Number(project?.budgetCents ?? 0),
        contingencyCents: Number(project?.contingencyCents ?? 0),
        plannedByCategoryCents: { ...((project?.plannedByCategory as Record<string, number>) ?? {}) },
        spentByCategoryCents,
        committedByCategoryCents,
      });
    });
  }

  /**
   * GET /api/expenses?projectId&page&pageSize, naively: every expense, sorted by date then id, sliced; with
   * `keep`, a filter checked on every expense (what filtered pages cost before issue 52).
   */
  page(
    page: number,
    pageSize: number,
    keep: (item: Item) => boolean = () => true,
  ): Promise<{ result: NaivePage; cost: CallCost }> {
    return this.measure(async () => {
      const expenses = (await this.projectItems())
        .filter((item) => String(item.SK).startsWith('EXPENSE#') && keep(item))
        .sort((a, b) => String(b.GSI1SK).localeCompare(String(a.GSI1SK)));
      const slice = expenses.slice((page - 1) * pageSize, page * pageSize);
      return { ids: slice.map((item) => Number(item.id)), totalCount: expenses.length };
    });
  }

  private expenseTemplate?: Item;

  /** POST /api/expenses, naively: one PutItem of the expense (nothing else to keep up to date). */
  async create(): Promise<{ result: number; cost: CallCost }> {
    this.expenseTemplate ??= (await this.projectItems()).find((item) =>
      String(item.SK).startsWith('EXPENSE#'),
    );
    const template = this.expenseTemplate;
    if (!template) throw new Error('The naive copy has no expense to model a new one on');
    const id = this.nextId++;
    return this.measure(async () => {
      await this.put({
        ...template,
        id,
        SK: `EXPENSE#${pad(id)}`,
        GSI1SK: `EXPENSE#${String(template.date)}#${pad(id)}`,
      });
      return id;
    });
  }

  /** PUT /api/expenses/{id}, naively: one PutItem replacing it. */
  async update(id: number): Promise<{ result: number; cost: CallCost }> {
    const item = await this.get({ PK: userPk(this.owner), SK: `EXPENSE#${pad(id)}` });
    if (!item) throw new Error(`No naive expense ${id}`);
    return this.measure(async () => {
      await this.put({
        ...item,
        amountCents: Number(item.amountCents) + 100,
        updatedAt: new Date().toISOString(),
      });
      return id;
    });
  }

  /** DELETE /api/expenses/{id}, naively: one DeleteItem. */
  delete(id: number): Promise<{ result: number; cost: CallCost }> {
    return this.measure(async () => {
      const output = await this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { PK: userPk(this.owner), SK: `EXPENSE#${pad(id)}` },
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      this.record('DeleteItem', output.ConsumedCapacity);
      return id;
    });
  }

  /** DELETE /api/projects/{id}, naively: find every item, delete 25 per BatchWriteItem, then the project. */
  deleteProject(): Promise<{ result: number; cost: CallCost }> {
    return this.measure(async () => {
      const items = await this.projectItems();
      await this.batchWrite(items.map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })));
      const output = await this.doc.send(
        new DeleteCommand({
          TableName: this.tableName,
          Key: { PK: userPk(this.owner), SK: projectSk(this.projectId) },
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      this.record('DeleteItem', output.ConsumedCapacity);
      return items.length;
    });
  }

  private async put(item: Item): Promise<void> {
    const output = await this.doc.send(
      new PutCommand({ TableName: this.tableName, Item: item, ReturnConsumedCapacity: 'TOTAL' }),
    );
    this.record('PutItem', output.ConsumedCapacity);
  }
}
