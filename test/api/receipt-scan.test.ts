import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAILY_RECEIPT_SCAN_QUOTA, receiptScanQuotaMessage } from '@reno/domain';
import { CORPUS_DIR, type ReceiptTruth } from '../bench/receipts/corpus';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { api, newClientAddress, newUser, type TestUser } from './support/api-client';
import { putObject, uploadThroughApi } from './support/s3';

const truths = JSON.parse(readFileSync(`${CORPUS_DIR}/truth.json`, 'utf8')) as ReceiptTruth[];
const corpusFile = (extension: string) => truths.find((truth) => truth.file.endsWith(extension))!;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** Uploads a receipt of the corpus as the browser does; its pending key. */
async function uploadReceipt(user: TestUser, truth: ReceiptTruth) {
  const type = TYPES[truth.file.split('.').pop()!]!;
  return uploadThroughApi(user, {
    name: truth.file,
    type,
    content: readFileSync(`${CORPUS_DIR}/${truth.file}`),
  });
}

const scan = (user: TestUser, s3Key: unknown) => api.post('/api/receipts/scan', user, { s3Key });

describe('POST /api/receipts/scan', () => {
  it.each(['.jpg', '.png', '.pdf'])(
    'reads amount, date, vendor and a category off a fresh %s upload',
    async (extension) => {
      const user = await newUser();
      const truth = corpusFile(extension);
      const key = await uploadReceipt(user, truth);

      const response = await scan(user, key);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ amount: truth.amount, date: truth.date });
      expect(response.body.vendor.toLowerCase()).toBe(truth.vendor.toLowerCase());
      expect(Object.keys(response.body).sort()).toEqual([
        'amount',
        'category',
        'confidence',
        'date',
        'vendor',
      ]);
      for (const value of Object.values(response.body.confidence as Record<string, number>)) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    },
  );

  it('reads a stored receipt (one already saved with an expense)', async () => {
    const user = await newUser();
    const truth = corpusFile('.png');
    const key = `users/${user.sub}/receipts/1-saved.png`;
    await putObject(key, readFileSync(`${CORPUS_DIR}/${truth.file}`), 'image/png');

    expect((await scan(user, key)).body).toMatchObject({ amount: truth.amount, date: truth.date });
  });

  it.each([
    ['another user’s key', (sub: string) => `users/${sub}-other/receipts/1-r.png`],
    ['another user’s pending upload', (sub: string) => `pending/users/${sub}-other/receipts/1-r.png`],
    ['a key of the caller’s that does not exist', (sub: string) => `users/${sub}/receipts/missing.png`],
    ['a key climbing out of the prefix', (sub: string) => `users/${sub}/../other/r.png`],
    ['an http URL', () => 'https://example.com/r.png'],
  ])('answers %s with 404', async (_, keyFor) => {
    const user = await newUser();

    const response = await scan(user, keyFor(user.sub));

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Receipt not found; please upload it again' });
  });

  it('does not read another user’s real upload, and counts nothing for trying', async () => {
    const [owner, intruder] = [await newUser(), await newUser()];
    const key = await uploadReceipt(owner, corpusFile('.jpg'));

    for (let attempt = 0; attempt <= DAILY_RECEIPT_SCAN_QUOTA.free; attempt += 1) {
      expect((await scan(intruder, key)).status).toBe(404);
    }
    const own = await uploadReceipt(intruder, corpusFile('.png'));
    expect((await scan(intruder, own)).status).toBe(200);
  });

  it.each([
    [{}, 's3Key is required'],
    [{ s3Key: '' }, 's3Key is required'],
  ])('refuses the body %j with 400', async (body, message) => {
    const response = await api.post('/api/receipts/scan', await newUser(), body);

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['s3Key'], message }]);
  });

  it.each([
    ['image/png', 'not a png'],
    ['image/jpeg', 'not a jpeg'],
    ['application/pdf', '%PDF-1.4 broken'],
  ])('answers a %s whose bytes are not one with 422, and reads the next receipt', async (type, content) => {
    const user = await newUser();
    const key = await uploadThroughApi(user, { name: 'broken', type, content });

    const response = await scan(user, key);

    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'This receipt could not be read; please fill in the expense yourself',
    });
    const truth = corpusFile('.jpg');
    expect((await scan(user, await uploadReceipt(user, truth))).body).toMatchObject({ amount: truth.amount });
  });

  it('refuses a readable PDF over the upload limit, put straight into the bucket, with 422 (issue 37)', async () => {
    const user = await newUser();
    const pdf = readFileSync(`${CORPUS_DIR}/${corpusFile('.pdf').file}`);
    // An 11 MiB comment, then the file's own trailer again: still a PDF whose text layer reads.
    const padded = Buffer.concat([
      pdf,
      Buffer.from('\n%'),
      Buffer.alloc(11 * 1024 * 1024, 'x'),
      Buffer.from('\n'),
      pdf.subarray(pdf.lastIndexOf('startxref')),
    ]);
    const key = `pending/users/${user.sub}/receipts/1-large.pdf`;
    await putObject(key, padded, 'application/pdf');

    const response = await scan(user, key);

    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'This receipt could not be read; please fill in the expense yourself',
    });
  });

  it('refuses a GIF receipt, which no engine reads, with 422', async () => {
    const user = await newUser();
    const key = await uploadThroughApi(user, { name: 'r.gif', type: 'image/gif', content: 'GIF89a' });

    const response = await scan(user, key);

    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: 'Only JPEG, PNG and PDF receipts can be read; please fill in the expense yourself',
    });
  });
});

describe('the daily scan quota', () => {
  const scanMany = async (user: TestUser, count: number) => {
    const key = await uploadReceipt(user, corpusFile('.pdf'));
    return Promise.all(Array.from({ length: count }, () => scan(user, key)));
  };

  it(`gives a Free user ${DAILY_RECEIPT_SCAN_QUOTA.free} scans a day, however many are asked for at once`, async () => {
    const user = await newUser();
    await api.get('/api/user', user);

    const answers = await scanMany(user, DAILY_RECEIPT_SCAN_QUOTA.free + 6);

    expect(answers.filter((a) => a.status === 200)).toHaveLength(DAILY_RECEIPT_SCAN_QUOTA.free);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.body).toEqual({
      error: receiptScanQuotaMessage(DAILY_RECEIPT_SCAN_QUOTA.free, false),
    });
    expect(refused[0]!.body.error).toBe(
      "You've reached the limit of 10 receipt scans per day on the free plan. Upgrade to Pro for more, or try again tomorrow.",
    );
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it('gives a Pro user more', async () => {
    const user = await newUser();
    await api.get('/api/user', user);
    await api.post(`/api/admin/users/${user.sub}/upgrade`, await newUser(), undefined, {
      from: newClientAddress(),
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    });

    const answers = await scanMany(user, DAILY_RECEIPT_SCAN_QUOTA.free + 3);

    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });
});
