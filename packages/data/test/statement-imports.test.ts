// Statement imports (docs/product.md#statement-import-storing): batches stored with every aggregate exact,
// the same transactions never twice, the Free plan's limit mid-import, undo as one action.
import { randomBytes, randomUUID } from 'node:crypto';
import { EXPENSE_CATEGORY_VALUES, PAYMENT_METHODS } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import {
  createContractor,
  createExpense,
  createProject,
  deleteExpense,
  expensesDatedWithin,
  getImportLayout,
  getPlanUsage,
  importStatementBatch,
  learnImportRules,
  listImportRules,
  saveImportLayout,
  storedFingerprints,
  undoStatementImport,
} from '../src/index';
import type { CapacityReport } from '../src/context';
import { expectConsistent, snapshot } from './invariants';
import { newUser, testContext } from './support';

const ctx = testContext();

const fingerprint = () => randomBytes(8).toString('hex');

function rows(count: number, date = '2026-11-03') {
  return Array.from({ length: count }, (_, index) => ({
    fingerprint: fingerprint(),
    date,
    description: `HARDWARE STORE #${index}`,
    // Every fifth row is a refund: a credit that lowers spending.
    amountCents: index % 5 === 4 ? -(500 + index) : 1000 + index,
    category: 'materials',
    paymentMethod: 'credit_card',
  }));
}

/** One batch of a statement import of its own (a new import id) into the project. */
function importAsNew(householdId: string, projectId: number, batch: ReturnType<typeof rows>) {
  return importStatementBatch(ctx, householdId, { importId: randomUUID(), projectId, rows: batch });
}

async function household(plan: 'free' | 'pro' = 'pro') {
  const householdId = await newUser(ctx, plan);
  const project = await createProject(ctx, householdId, { name: 'Basement', budgetCents: 1_000_000 });
  return { householdId, projectId: project.id };
}

describe('importing a statement', () => {
  it('stores a batch with every aggregate exact, credits lowering the spending', async () => {
    const { householdId, projectId } = await household();
    const batch = rows(10);
    const result = await importAsNew(householdId, projectId, batch);
    expect(result).toMatchObject({ alreadyImported: 0, overLimit: 0 });
    expect(result.expenseIds).toHaveLength(10);
    const state = await expectConsistent(ctx, householdId);
    const spent = batch.reduce((sum, row) => sum + row.amountCents, 0);
    expect(state.projects[0]?.spentCents).toBe(spent);
    expect(state.expenses.filter((item) => Number(item.amountCents) < 0)).toHaveLength(2);
    expect(state.profile?.expenseCount).toBe(10);
  });

  it('adds nothing when the same transactions come again, in one batch or the next import', async () => {
    const { householdId, projectId } = await household();
    const batch = rows(6);
    await importAsNew(householdId, projectId, batch);
    const before = await snapshot(ctx, householdId);
    const again = await importAsNew(householdId, projectId, [...batch, batch[0]!]);
    expect(again).toEqual({ expenseIds: [], alreadyImported: 7, overLimit: 0 });
    expect((await snapshot(ctx, householdId)).items).toEqual(before.items);
  });

  it('stops at the Free plan’s limit mid-import and stores nothing past it', async () => {
    const { householdId, projectId } = await household('free');
    await createExpense(ctx, householdId, {
      projectId,
      description: 'Paint',
      amountCents: 4000,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-11-01',
    });
    await createExpense(ctx, householdId, {
      projectId,
      description: 'Tape',
      amountCents: 400,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-11-01',
    });
    const importId = randomUUID();
    const first = await importStatementBatch(ctx, householdId, { importId, projectId, rows: rows(40) });
    expect(first.expenseIds).toHaveLength(3);
    expect(first.overLimit).toBe(37);
    const next = await importStatementBatch(ctx, householdId, { importId, projectId, rows: rows(20) });
    expect(next).toEqual({ expenseIds: [], alreadyImported: 0, overLimit: 20 });
    expect(await getPlanUsage(ctx, householdId)).toMatchObject({ expenseCount: 5, canCreateExpense: false });
    await expectConsistent(ctx, householdId);
  });

  it('stores a batch whose rows span forty months (a count item each) in transactions within 100 items', async () => {
    const { householdId, projectId } = await household();
    const importId = randomUUID();
    const batch = rows(40).map((row, index) => ({
      ...row,
      date: `${2020 + Math.floor(index / 12)}-${String(1 + (index % 12)).padStart(2, '0')}-09`,
    }));
    const result = await importStatementBatch(ctx, householdId, { importId, projectId, rows: batch });
    expect(result).toMatchObject({ alreadyImported: 0, overLimit: 0 });
    expect(result.expenseIds).toHaveLength(40);
    expect((await expectConsistent(ctx, householdId)).expenses).toHaveLength(40);
    expect(await undoStatementImport(ctx, householdId, importId, 10)).toMatchObject({
      removed: 40,
      more: false,
    });
    expect((await expectConsistent(ctx, householdId)).expenses).toHaveLength(0);
  });

  it('stores a batch of every category and payment method over three months (a count item each) in transactions within 100 items', async () => {
    const { householdId, projectId } = await household();
    const importId = randomUUID();
    const batch = rows(40).map((row, index) => ({
      ...row,
      date: `2025-0${1 + (index % 3)}-09`,
      category: EXPENSE_CATEGORY_VALUES[index % EXPENSE_CATEGORY_VALUES.length]!,
      paymentMethod: PAYMENT_METHODS[(index * 3) % PAYMENT_METHODS.length]!.value,
    }));
    const result = await importStatementBatch(ctx, householdId, { importId, projectId, rows: batch });
    expect(result).toMatchObject({ alreadyImported: 0, overLimit: 0 });
    expect(result.expenseIds).toHaveLength(40);
    expect((await expectConsistent(ctx, householdId)).expenses).toHaveLength(40);
  });

  it('undoes an import as one action: its expenses, their fingerprints, every aggregate', async () => {
    const { householdId, projectId } = await household();
    await createExpense(ctx, householdId, {
      projectId,
      description: 'Logged by hand',
      amountCents: 2500,
      category: 'labor',
      paymentMethod: 'cash',
      date: '2026-11-02',
    });
    const before = await snapshot(ctx, householdId);
    const importId = randomUUID();
    const batches = [rows(40), rows(40, '2026-12-01'), rows(15, '2027-01-20')];
    for (const batch of batches)
      await importStatementBatch(ctx, householdId, { importId, projectId, rows: batch });
    const undone = await undoStatementImport(ctx, householdId, importId, 2);
    expect(undone).toMatchObject({ removed: 80, more: true });
    await expectConsistent(ctx, householdId);
    expect(await undoStatementImport(ctx, householdId, importId, 2)).toMatchObject({
      removed: 15,
      more: false,
    });
    const after = await expectConsistent(ctx, householdId);
    expect(after.expenses).toEqual(before.expenses);
    expect(after.projects[0]?.spentCents).toBe(before.projects[0]?.spentCents);
    expect(after.profile?.expenseCount).toBe(1);
    expect(after.items.filter((item) => String(item.SK).startsWith('IMPORT'))).toEqual([]);
    // Undone, the transactions are not imported: the same rows import again.
    const again = await importAsNew(householdId, projectId, batches[2]!);
    expect(again.expenseIds).toHaveLength(15);
  });

  it('answers two undos of one import at once as one: each batch taken back once, the second finds nothing', async () => {
    const { householdId, projectId } = await household();
    const importId = randomUUID();
    for (const batch of [rows(40), rows(40, '2026-12-01'), rows(15, '2027-01-20')])
      await importStatementBatch(ctx, householdId, { importId, projectId, rows: batch });
    const undos = await Promise.all([
      undoStatementImport(ctx, householdId, importId),
      undoStatementImport(ctx, householdId, importId),
    ]);
    expect(undos.map((undo) => undo.more)).toEqual([false, false]);
    expect(undos[0]!.removed + undos[1]!.removed).toBe(95);
    const after = await expectConsistent(ctx, householdId);
    expect(after.expenses).toEqual([]);
    expect(after.profile?.expenseCount).toBe(0);
    // Undone already: what an undone import answers.
    expect(await undoStatementImport(ctx, householdId, importId)).toEqual({
      removed: 0,
      more: false,
      objectKeys: [],
    });
  });

  it('forgets a transaction whose expense was deleted, so a new import brings it back', async () => {
    const { householdId, projectId } = await household();
    const batch = rows(2);
    const { expenseIds } = await importAsNew(householdId, projectId, batch);
    await deleteExpense(ctx, householdId, expenseIds[0]!);
    const stored = await storedFingerprints(
      ctx,
      householdId,
      batch.map((row) => row.fingerprint),
    );
    expect(stored.map((entry) => entry.live).sort()).toEqual([false, true]);
    const again = await importAsNew(householdId, projectId, batch);
    expect(again).toMatchObject({ alreadyImported: 1, overLimit: 0 });
    expect(again.expenseIds).toHaveLength(1);
    await expectConsistent(ctx, householdId);
  });
});

describe('the expenses a statement is matched against', () => {
  it('are those dated within the range in every project, with their contractors’ names', async () => {
    const { householdId, projectId } = await household();
    const other = await createProject(ctx, householdId, { name: 'Attic', budgetCents: 100_000 });
    const plumber = await createContractor(ctx, householdId, { name: 'Riverside Plumbing' });
    const expense = (project: number, date: string, contractorId: number | null = null) =>
      createExpense(ctx, householdId, {
        projectId: project,
        description: `On ${date}`,
        amountCents: 1000,
        category: 'labor',
        paymentMethod: 'check',
        date,
        contractorId,
      });
    await expense(projectId, '2026-10-30');
    await expense(projectId, '2026-11-02', plumber.id);
    await expense(other.id, '2026-11-05');
    await expense(other.id, '2026-11-09');
    const found = await expensesDatedWithin(ctx, householdId, '2026-10-31', '2026-11-05');
    expect(found.map((item) => [item.date, item.contractorName]).sort()).toEqual([
      ['2026-11-02', 'Riverside Plumbing'],
      ['2026-11-05', null],
    ]);
  });

  it('are read by date, not by reading every expense of the household', async () => {
    const { householdId, projectId } = await household();
    const rowsOutside = rows(40, '2025-01-15');
    await importAsNew(householdId, projectId, rowsOutside);
    await importAsNew(householdId, projectId, rows(2, '2026-11-03'));
    const reads: CapacityReport[] = [];
    const counted = testContext({ onConsumedCapacity: (report) => reads.push(report) });
    const found = await expensesDatedWithin(counted, householdId, '2026-11-01', '2026-11-05');
    expect(found).toHaveLength(2);
    const queried = reads.filter((report) => report.operation === 'Query');
    // The projects' list, then one Query of the project's date index: 42 expenses would cost several units.
    expect(queried).toHaveLength(2);
    const units = queried.reduce((sum, report) => sum + report.readCapacityUnits, 0);
    expect(units).toBeLessThanOrEqual(2);
  });
});

describe('what imports leave for the next one', () => {
  it('learns each vendor’s last choice, writing only what changes', async () => {
    const { householdId } = await household();
    await learnImportRules(ctx, householdId, [
      { vendor: 'HOME DEPOT', category: 'tools', paymentMethod: 'cash' },
      { vendor: 'HOME DEPOT', category: 'materials', paymentMethod: 'credit_card' },
      { vendor: 'ACE HARDWARE', category: 'tools', paymentMethod: 'debit_card' },
    ]);
    expect(
      (await listImportRules(ctx, householdId)).map(({ vendor, category }) => [vendor, category]),
    ).toEqual([
      ['ACE HARDWARE', 'tools'],
      ['HOME DEPOT', 'materials'],
    ]);
    const writes: CapacityReport[] = [];
    const counted = testContext({ onConsumedCapacity: (report) => writes.push(report) });
    await learnImportRules(counted, householdId, [
      { vendor: 'HOME DEPOT', category: 'materials', paymentMethod: 'credit_card' },
    ]);
    expect(writes.map((report) => report.operation)).toEqual(['BatchGetItem']);
  });

  it('keeps the layout chosen for a file shape, per household', async () => {
    const { householdId } = await household();
    const layout = {
      delimiter: ';',
      header: true,
      date: 0,
      description: 4,
      amount: { kind: 'signed' as const, column: 5, spending: 'negative' as const },
      dateOrder: 'dmy' as const,
      decimalMark: ',' as const,
    };
    await saveImportLayout(ctx, householdId, 'csv ";" buchungstag|betrag', layout);
    expect(await getImportLayout(ctx, householdId, 'csv ";" buchungstag|betrag')).toEqual(layout);
    expect(await getImportLayout(ctx, householdId, 'csv "," date|amount')).toBeNull();
    expect(
      await getImportLayout(ctx, (await household()).householdId, 'csv ";" buchungstag|betrag'),
    ).toBeNull();
  });
});
