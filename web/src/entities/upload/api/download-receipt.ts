/** The file name a stored receipt is saved under: the last part of its key or URL path. */
export function receiptFileName(reference: string): string {
  const path = /^https?:\/\//i.test(reference) ? new URL(reference).pathname : reference;
  return decodeURIComponent(path.split('/').pop() || '') || 'receipt';
}

/**
 * Saves the receipt to the device. The bucket is another origin, where an anchor's `download` is
 * ignored: the bytes are fetched (the bucket allows the app's origin) and saved from a local URL.
 * If that fails, the file opens in a new tab, where the browser offers to save it.
 */
export async function downloadReceipt(signedUrl: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(signedUrl);
    if (!response.ok) throw new Error(`${response.status}`);
    const localUrl = URL.createObjectURL(await response.blob());
    const anchor = Object.assign(document.createElement('a'), { href: localUrl, download: fileName });
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(localUrl), 60_000);
  } catch {
    window.open(signedUrl, '_blank', 'noopener,noreferrer');
  }
}
