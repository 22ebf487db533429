// The name a stored attachment is shown under (an estimate's attachment, an item's documents).
const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray '%' is shown as it is
  }
}

/** 'users/…/attachments/<uuid>-quote.pdf' → 'quote.pdf'; an http URL → its last path segment. */
export function attachmentFileName(reference: string): string {
  const last = reference.split('?')[0]?.split('/').filter(Boolean).pop() ?? reference;
  return decoded(last).replace(UUID_PREFIX, '') || reference;
}
