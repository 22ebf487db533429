// payments.csv and waivers/ in the records archive (issue 41): every installment of a scheduled estimate
// with what it asks, retains and has been paid, and each lien waiver packed byte for byte (DynamoDB Local,
// s3rver, the real worker).
import { listMilestones, setInstallmentWaiver, setPaymentSchedule } from '@reno/data';
import { paymentScheduleInputSchema } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { newUser, testTable } from '../chat/support/dynamodb';
import { csvRows, exportProject, putObject, readArchive, seedProject } from './support';

const ctx = testTable().context();
const waiverPdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}`);

describe('payments in the records archive', () => {
  it('lists every installment in payments.csv and packs each lien waiver in waivers/', async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 2);
    const milestones = await listMilestones(ctx, userId, seeded.projectId);
    const milestone = (title: string) => milestones.find((candidate) => candidate.title === title)!.id;
    // The estimate's revised total is 11,865.00 (11,300.00 with tax and a 565.00 change order); 125.45 is
    // paid. A 100.00 deposit, half the quoted 11,300.00 when Demolition completes (10 % retained), the rest
    // when the cabinets are in.
    await setPaymentSchedule(
      ctx,
      userId,
      seeded.estimateId,
      paymentScheduleInputSchema.parse({
        retainagePercentage: '10',
        installments: [
          { kind: 'deposit', amount: '100', dueDate: '2026-10-08' },
          { kind: 'progress', percentage: '50', milestoneId: milestone('Demolition'), label: 'Rough-in' },
          { kind: 'final', milestoneId: milestone('Cabinets in') },
        ],
      }),
    );
    const depositWaiver = `users/${userId}/waivers/deposit.pdf`;
    await putObject(depositWaiver, waiverPdf('deposit waiver'));
    await setInstallmentWaiver(ctx, userId, seeded.estimateId, 1, {
      objectKey: depositWaiver,
      type: 'unconditional',
      payment: 'progress',
    });
    // A waiver whose file is gone from storage is named in missing-files.txt, as a receipt would be.
    const goneWaiver = `users/${userId}/waivers/rough-in.pdf`;
    await setInstallmentWaiver(ctx, userId, seeded.estimateId, 2, {
      objectKey: goneWaiver,
      type: 'conditional',
      payment: 'progress',
    });

    const job = await exportProject(ctx, userId, seeded.projectId);

    // 2 receipts, the estimate's attachment and the deposit's waiver; the other waiver is missing.
    expect(job).toMatchObject({ status: 'ready', filesDone: 4, filesTotal: 5 });
    const entries = await readArchive(job.objectKey);
    const [header, ...rows] = csvRows(entries['payments.csv']!);
    expect(header).toEqual([
      'Estimate',
      'Contractor',
      'Installment',
      'Name',
      'Kind',
      'Due Date',
      'Milestone',
      'Amount',
      'Retained',
      'Paid',
      'Status',
      'Waiver Type',
      'Waiver Payment',
      'Waiver',
    ]);
    const depositFile = `2026-10-01 Shaker cabinets Deposit #${seeded.estimateId}-1.pdf`;
    const roughInFile = `2026-10-01 Shaker cabinets Rough-in #${seeded.estimateId}-2.pdf`;
    expect(rows).toEqual([
      [
        'Shaker cabinets',
        'Alice Carpentry',
        '1',
        '',
        'Deposit',
        '2026-10-08',
        '',
        '100.00',
        '0.00',
        '100.00',
        'Paid',
        'Unconditional',
        'Progress',
        depositFile,
      ],
      // 5,650.00 less 565.00 retained; 25.45 of it paid; not due until Demolition completes.
      [
        'Shaker cabinets',
        'Alice Carpentry',
        '2',
        'Rough-in',
        'Progress payment',
        '',
        'Demolition',
        '5085.00',
        '565.00',
        '25.45',
        'Partly paid',
        'Conditional',
        'Progress',
        roughInFile,
      ],
      // 11,865.00 − 100.00 − 5,650.00, and the 565.00 retainage it releases.
      [
        'Shaker cabinets',
        'Alice Carpentry',
        '3',
        '',
        'Final payment',
        '',
        'Cabinets in',
        '6680.00',
        '0.00',
        '0.00',
        'Upcoming',
        '',
        '',
        '',
      ],
    ]);
    expect(Object.keys(entries).filter((name) => name.startsWith('waivers/'))).toEqual([
      `waivers/${depositFile}`,
    ]);
    expect(Buffer.from(entries[`waivers/${depositFile}`]!).equals(waiverPdf('deposit waiver'))).toBe(true);
    expect(new TextDecoder().decode(entries['missing-files.txt'])).toContain(`waivers/${roughInFile}`);
  });

  it('writes payments.csv with its header alone when no estimate has a schedule', async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 0);

    const job = await exportProject(ctx, userId, seeded.projectId);

    const entries = await readArchive(job.objectKey);
    expect(csvRows(entries['payments.csv']!)).toHaveLength(1);
    expect(Object.keys(entries).some((name) => name.startsWith('waivers/'))).toBe(false);
  });
});
