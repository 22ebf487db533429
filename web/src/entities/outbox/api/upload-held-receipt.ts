import { requireConnection } from '../../../lib/connection/offline-error';
import { uploadFile } from '../../upload/api/upload-file';
import { isHeldReceipt, peekHeldReceipt } from '../utils/held-receipts';

// An edit of a saved expense does not go into the outbox: its save waits in the open form until the
// connection is back (docs/product.md#offline-use). A receipt picked meanwhile is held under a reference
// and must be uploaded then, before the update, or the expense would point at no file.

/** The keys held receipts were uploaded under: a save retried after a lost answer uploads nothing twice. */
const uploadedKeys = new Map<string, string>();

/** `imageUrl` as the server stores it: a held receipt is uploaded first (offline: an OfflineError). */
export async function storedReceiptKey(imageUrl: string | null | undefined): Promise<string | null> {
  if (!isHeldReceipt(imageUrl)) return imageUrl ?? null;
  const known = uploadedKeys.get(imageUrl);
  if (known) return known;
  requireConnection();
  const file = peekHeldReceipt(imageUrl);
  if (!file) throw new Error('The receipt picked offline is no longer here. Please choose it again.');
  const key = await uploadFile('receipt', file, () => {});
  uploadedKeys.set(imageUrl, key);
  return key;
}
