import type { PhotoInput } from '@reno/domain';
import { contextHeaders } from '../../../lib/api-client';
import { heldFileOf, takeHeldReceipt } from '../utils/held-receipts';
import { addEntry } from './outbox-store';

/**
 * Puts a photo taken without a connection into `owner`'s outbox: the file the photo form holds under
 * `key` goes in whole, with the Idempotency-Key its claim will be sent with (docs/product.md#offline-use).
 */
export async function queuePhoto(owner: string, { key, ...payload }: PhotoInput): Promise<void> {
  const file = takeHeldReceipt(key);
  if (!file) throw new Error('The photo taken offline is no longer here. Please take it again.');
  await addEntry({
    kind: 'photo',
    owner,
    idempotencyKey: crypto.randomUUID(),
    payload,
    photo: await heldFileOf(file),
    photoKey: null,
    headers: contextHeaders(),
  });
}
