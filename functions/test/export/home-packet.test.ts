// The home packet (docs/product.md#home-packet) built by the export worker against DynamoDB Local and s3rver:
// its PDF parsed with pdfjs and its ZIP listed.
import { getExportJob, startHomePacketJob } from '@reno/data';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/export-worker';
import { newUser, testTable } from '../chat/support/dynamodb';
import { lambdaContext } from '../support/api-event';
import { pdfText, readArchive, seedHomeRecord } from './support';

const ctx = testTable().context();

async function buildPacket(userId: string, includeBasis: boolean) {
  const { job } = await startHomePacketJob(
    ctx,
    userId,
    { homeId: 1, includeBasis },
    'Our home home packet.zip',
  );
  await handler({ userId, jobId: job.id }, lambdaContext());
  return (await getExportJob(ctx, userId, job.id))!;
}

describe('the home packet', () => {
  it('holds the PDF of the home, each item’s documents and receipts, the rooms’ photos, and the basis when asked for', async () => {
    const userId = await newUser(ctx, 'pro');
    const { seeded, kitchen, range, photo } = await seedHomeRecord(ctx, userId);

    const job = await buildPacket(userId, true);

    expect(job).toMatchObject({
      kind: 'homePacket',
      homeId: 1,
      status: 'ready',
      filesDone: 4,
      filesTotal: 4,
    });
    const entries = await readArchive(job.objectKey);
    const folder = `items/Kitchen #${kitchen.id}/Gas range #${range.id}`;
    expect(Object.keys(entries).sort()).toEqual(
      [
        'home-packet.pdf',
        `${folder}/document 1.jpg`,
        `${folder}/warranty.jpg`,
        `${folder}/receipt 2026-10-11 Tiles, grey #${seeded.expenses[1]!.id}.pdf`,
        `rooms/Kitchen #${kitchen.id}/photos/2026-10-02 Pipes before drywall (behind the walls) #${photo.id}.jpg`,
      ].sort(),
    );
    const text = await pdfText(entries['home-packet.pdf']!);
    expect(text).toContain('Our home');
    expect(text).toMatch(/Kitchen Gas range appliance Bosch HGI8056UC FD9804-112233 2026-10-12 \$124\.45/);
    expect(text).toMatch(/Kitchen Wall paint Benjamin Moore White Dove OC-17 Eggshell/);
    expect(text).toMatch(/Gas range Kitchen 2028-10-12 Parts and labour Bosch service 1-800-944-2904/);
    expect(text).toMatch(/HVAC filter Every 3 months .*Done 2026-04-15 MERV 11/);
    // The project with what it cost (its stored spending) and the contractor of its estimate.
    expect(text).toMatch(/Kitchen Remodel \$[\d,]+\.\d\d Alice Carpentry/);
    expect(text).toContain('Adjusted basis');
    expect(text).toContain('Not tax advice.');
  });

  it('leaves the cost basis out unless asked for', async () => {
    const userId = await newUser(ctx, 'pro');
    await seedHomeRecord(ctx, userId);

    const job = await buildPacket(userId, false);

    const text = await pdfText((await readArchive(job.objectKey))['home-packet.pdf']!);
    expect(text).toContain('Maintenance history');
    expect(text).not.toContain('Adjusted basis');
  });
});
