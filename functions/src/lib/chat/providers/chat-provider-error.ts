/**
 * The model failed before or during its answer. `userMessage` is what the chat shows; the cause
 * (throttling, a model stream error…) stays in the logs.
 */
export class ChatProviderError extends Error {
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
    this.name = 'ChatProviderError';
  }
}

export const ASSISTANT_UNAVAILABLE = 'The assistant could not answer right now. Please try again.';
export const ASSISTANT_BUSY = 'The assistant is busy right now. Please try again in a minute.';
