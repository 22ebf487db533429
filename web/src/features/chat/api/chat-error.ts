/**
 * A chat failure. `message` is SPEC §8's text ('Failed to fetch messages', 'Failed to send message',
 * 'No response body'); `detail` is the server's reason when it gave one (a daily limit, a too-long message).
 */
export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

export const CHAT_ERRORS = {
  fetch: 'Failed to fetch messages',
  send: 'Failed to send message',
  noBody: 'No response body',
} as const;
