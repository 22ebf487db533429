/**
 * A chat failure. `message` is the text of docs/product.md#assistant-panel ('Failed to fetch messages',
 * 'Failed to send message', 'No response body'); `detail` says why in words (the server's reason, such as a
 * daily limit, or no connection); `retry` is true when sending again may work; `needsVerifiedEmail` when
 * the server asks a Free account to verify its e-mail address first.
 */
export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    message: string,
    readonly detail: string | null = null,
    readonly retry = false,
    readonly needsVerifiedEmail = false,
  ) {
    super(message);
  }
}

export const CHAT_ERRORS = {
  fetch: 'Failed to fetch messages',
  send: 'Failed to send message',
  noBody: 'No response body',
} as const;
