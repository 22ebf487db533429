import { contextHeaders } from '../../../lib/api-client';

/** Where the chat lives (config.json's chatUrl) and how to prove who is asking. */
export interface ChatEndpoint {
  url: string;
  getIdToken: () => Promise<string | null>;
}

/**
 * Headers for the chat function URL: the API client's context (the active household, whose records the
 * assistant looks at), and the token. In AWS the function sits behind CloudFront's origin access control,
 * which signs the origin request and so takes over `Authorization`: the token also travels as
 * `X-Authorization`. The same signing needs the body's SHA-256 in `x-amz-content-sha256` for POST.
 */
export async function chatHeaders(endpoint: ChatEndpoint, body?: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = contextHeaders();
  const token = await endpoint.getIdToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['X-Authorization'] = `Bearer ${token}`;
  }
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    const digest = await sha256Hex(body);
    if (digest) headers['x-amz-content-sha256'] = digest;
  }
  return headers;
}

async function sha256Hex(text: string): Promise<string | null> {
  // crypto.subtle exists only in secure contexts (https, localhost); plain-http hosts skip the header.
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
