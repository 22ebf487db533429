import { PutObjectCommand } from '@aws-sdk/client-s3';
import { MAX_UPLOAD_BYTES, RECEIPT_SCAN_MESSAGES } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { bucketName, loadS3 } from '../aws/s3-client';
import { HttpError } from '../http/errors';
import { createOfflineScanner, NO_READER_MESSAGE } from './offline-scanner';
import type { ReceiptTextReader } from './receipt-text-reader';

const receipt = { key: 'pending/users/sub-1/receipts/r.png', contentType: 'image/png' };

/** The receipt's object in the bucket, as its upload left it. */
async function putReceipt(body: string | Buffer): Promise<void> {
  const { client } = await loadS3();
  await client.send(
    new PutObjectCommand({ Bucket: bucketName(), Key: receipt.key, Body: body, ContentType: 'image/png' }),
  );
}

describe('the offline scanner', () => {
  it("reads the object from the bucket through the host's reader, then the receipt-text parser", async () => {
    await putReceipt('png bytes');
    const seen: [string, string][] = [];
    const reader: ReceiptTextReader = async (bytes, contentType) => {
      seen.push([Buffer.from(bytes).toString(), contentType]);
      return { text: 'Ace Hardware\nDate: 03/14/2024\nTOTAL $61.01', confidence: 0.5 };
    };

    const scan = await createOfflineScanner(reader).scan({ bucket: bucketName(), ...receipt });

    expect(seen).toEqual([['png bytes', 'image/png']]);
    expect(scan).toEqual({
      amount: '61.01',
      date: '2024-03-14',
      vendor: 'Ace Hardware',
      category: 'materials',
      // The parser's own confidences, scaled by the reader's.
      confidence: { amount: 0.45, date: 0.45, vendor: 0.35 },
    });
  });

  it('refuses an object over the upload limit with 422, without reading it (issue 37)', async () => {
    await putReceipt(Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024));
    let read = 0;
    const reader: ReceiptTextReader = async () => {
      read += 1;
      return { text: 'TOTAL $61.01', confidence: 1 };
    };

    const scanning = createOfflineScanner(reader).scan({ bucket: bucketName(), ...receipt });

    await expect(scanning).rejects.toMatchObject({
      statusCode: 422,
      message: RECEIPT_SCAN_MESSAGES.unreadable,
    });
    expect(read).toBe(0);
  });

  it('answers 503 where the host brings no reader (a process that is neither the local stack nor Lambda)', async () => {
    const scanning = createOfflineScanner(undefined).scan({ bucket: bucketName(), ...receipt });

    await expect(scanning).rejects.toThrow(NO_READER_MESSAGE);
    await expect(scanning).rejects.toBeInstanceOf(HttpError);
  });
});
