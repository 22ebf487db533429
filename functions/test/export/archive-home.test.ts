// The records archive's home/ folder (docs/product.md#records-archive) built by the export worker against
// DynamoDB Local and s3rver: the home's record as CSVs with the items' documents, and its cost basis as CSV and
// PDF (parsed with pdfjs), each read a page at a time.
import {
  createBasisReduction,
  createExpense,
  createHome,
  createProject,
  getExportJob,
  startExportJob,
} from '@reno/data';
import { describe, expect, it } from 'vitest';
import { buildArchive } from '../../src/lib/export/build-archive';
import { newUser, testTable } from '../chat/support/dynamodb';
import {
  bucket,
  csvRows,
  exportProject,
  fakeJpeg,
  pdfText,
  putObject,
  readArchive,
  s3,
  seedHomeRecord,
} from './support';

const ctx = testTable().context();

/** A CSV entry's rows without its header, each row's cells named by the header. */
function csvRecords(bytes: Uint8Array): Record<string, string>[] {
  const [header, ...rows] = csvRows(bytes);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

describe("the records archive's home/ folder", () => {
  it("holds the project's home: rooms, items with model, serial and paint, warranties, maintenance history, the items' documents", async () => {
    const userId = await newUser(ctx, 'pro');
    const { seeded, kitchen, range, manual, warrantyCard } = await seedHomeRecord(ctx, userId);

    const job = await exportProject(ctx, userId, seeded.projectId);

    expect(job.status).toBe('ready');
    const entries = await readArchive(job.objectKey);
    const folder = `items/Kitchen #${kitchen.id}/Gas range #${range.id}`;
    // The manual and the warranty card, byte for byte, beside the project's own files.
    expect(Buffer.from(entries[`home/${folder}/document 1.jpg`]!).equals(seeded.files.get(manual)!)).toBe(
      true,
    );
    expect(Buffer.from(entries[`home/${folder}/warranty.jpg`]!).equals(seeded.files.get(warrantyCard)!)).toBe(
      true,
    );
    expect(job.filesTotal).toBe(job.filesDone);
    expect(Object.keys(entries)).not.toContain('missing-files.txt');

    expect(csvRecords(entries['home/rooms.csv']!)).toEqual([
      { Room: 'Kitchen', 'Added By': 'Test', 'Changed By': 'Test' },
    ]);
    const items = csvRecords(entries['home/items.csv']!);
    expect(items.map((item) => item.Name)).toEqual(['Gas range', 'Wall paint']);
    expect(items[0]).toMatchObject({
      Room: 'Kitchen',
      Kind: 'appliance',
      Brand: 'Bosch',
      Model: 'HGI8056UC',
      Serial: 'FD9804-112233',
      'Install Date': '2026-10-12',
      // The linked expense with a PDF receipt (seedProject's second).
      Cost: '124.45',
      'Paid By': '2026-10-11 Tiles, grey 124.45',
      Documents: `${folder}/document 1.jpg`,
    });
    expect(items[1]).toMatchObject({
      Brand: 'Benjamin Moore',
      Colour: 'White Dove',
      'Colour Code': 'OC-17',
      Sheen: 'Eggshell',
      Cost: '0.00',
      Documents: '',
    });
    expect(csvRows(entries['home/warranties.csv']!).slice(1)).toEqual([
      [
        'Kitchen',
        'Gas range',
        '2026-10-12',
        '24',
        '',
        '2028-10-12',
        'Parts and labour',
        'Bosch service 1-800-944-2904',
        `${folder}/warranty.jpg`,
      ],
    ]);
    expect(csvRecords(entries['home/maintenance.csv']!)).toEqual([
      expect.objectContaining({
        Task: 'HVAC filter',
        Schedule: 'Every 3 months',
        'Start Date': '2026-01-15',
        'Done On': '2026-04-15',
        'Done Note': 'MERV 11',
      }),
    ]);
  });

  it("holds the home's cost basis as CSV and PDF, its lines read a page at a time, with the screen's totals", async () => {
    const userId = await newUser(ctx, 'pro');
    const home = await createHome(ctx, userId, {
      name: 'Maple Street house',
      purchaseDate: '2020-06-01',
      purchasePriceCents: 30_000_000,
      settlementCostsCents: 350_010,
    });
    const project = await createProject(ctx, userId, { name: 'Systems', budgetCents: 0, homeId: home.id });
    const heater = `users/${userId}/receipts/heater.jpg`;
    await putObject(heater, fakeJpeg(100));
    const expense = { projectId: project.id, paymentMethod: 'card', category: 'materials' };
    await createExpense(ctx, userId, {
      ...expense,
      description: 'New water heater',
      amountCents: 180_055,
      date: '2024-03-01',
      basisClass: 'improvement',
      imageUrl: heater,
    });
    await createExpense(ctx, userId, {
      ...expense,
      description: 'New roof shingles',
      amountCents: 1_250_000,
      date: '2024-05-01',
      basisClass: 'improvement',
    });
    await createExpense(ctx, userId, {
      ...expense,
      description: 'Fix leaking faucet',
      amountCents: 12_000,
      date: '2024-06-01',
      basisClass: 'repair',
    });
    await createBasisReduction(ctx, userId, {
      homeId: home.id,
      kind: 'rebate',
      amountCents: 30_000,
      date: '2025-04-02',
      description: 'Heat pump',
    });
    const { job } = await startExportJob(ctx, userId, project.id, 'Systems records.zip');

    // One line a page: the lines come through the cursor, each once.
    const outcome = await buildArchive({ data: ctx, s3, bucket, listLimit: 1 }, job);

    expect(outcome.status).toBe('ready');
    const entries = await readArchive((await getExportJob(ctx, userId, job.id))!.objectKey);
    const rows = csvRows(entries['home/cost-basis.csv']!);
    const line = (name: string) => rows.filter((row) => row[0] === name);
    expect(line('Purchase price')).toEqual([
      ['Purchase price', '2020-06-01', '', 'Maple Street house', '', '300000.00', ''],
    ]);
    expect(line('Improvement')).toEqual([
      ['Improvement', '2024-03-01', 'Systems', 'New water heater', 'Improvement', '1800.55', heater],
      [
        'Improvement',
        '2024-05-01',
        'Systems',
        'New roof shingles',
        'Improvement',
        '12500.00',
        'Receipt missing',
      ],
    ]);
    expect(line('Reduction')).toEqual([
      ['Reduction', '2025-04-02', '', 'Heat pump', 'Rebate', '-300.00', ''],
    ]);
    // 300,000.00 + 3,500.10 settlement + 14,300.55 improvements − 300.00 rebate.
    expect(line('Adjusted basis')).toEqual([['Adjusted basis', '', '', '', '', '317500.65', '']]);

    const text = await pdfText(entries['home/cost-basis.pdf']!);
    expect(text).toContain('Maple Street house: cost basis');
    expect(text).toMatch(/Improvements \$14,300\.55/);
    expect(text).toMatch(/Adjusted basis \$317,500\.65/);
    expect(text).toMatch(/New water heater \$1,800\.55 Receipt attached/);
    expect(text).toMatch(/New roof shingles \$12,500\.00 Receipt missing/);
    expect(text).not.toContain('Fix leaking faucet');
    expect(text).toContain('Not tax advice.');
  });
});
