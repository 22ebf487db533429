/** What the model reported for one call (Bedrock's `metadata.usage`). */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * A request's size in bytes per token, for the estimate before a call: English runs about 4 characters a
 * token, so 3 errs high; text in other scripts takes 2 to 3 bytes a character.
 */
const BYTES_PER_TOKEN = 3;

/**
 * What one message may spend on the model, in tokens, call by call. Before each call the provider asks
 * with the request it is about to send: its input is estimated from its size (at the rate this message's
 * earlier calls were reported at, when that is higher) and the most the model may write is added. A call
 * that never reported its usage (it failed) keeps its estimate, so `spent` never counts less than was
 * taken.
 */
export class TokenAllowance {
  private reported = 0;
  private pending = 0;
  private pendingBytes = 0;
  private tokensPerByte = 1 / BYTES_PER_TOKEN;

  constructor(readonly limit: number) {}

  /** Tokens used so far: what the model reported, and the estimate of a call it has not reported. */
  get spent(): number {
    return this.reported + this.pending;
  }

  /** Before a call: false (and nothing taken) when it could take the message past its limit. */
  begin(request: unknown, maxOutputTokens: number): boolean {
    this.settlePending();
    const bytes = Buffer.byteLength(JSON.stringify(request), 'utf8');
    const estimate = Math.ceil(bytes * this.tokensPerByte) + maxOutputTokens;
    if (this.reported + estimate > this.limit) return false;
    this.pending = estimate;
    this.pendingBytes = bytes;
    return true;
  }

  /** After a call: the model's own count replaces the estimate; without one, the estimate stays. */
  end(usage: ModelUsage | undefined): void {
    if (!usage) return this.settlePending();
    this.reported += usage.inputTokens + usage.outputTokens;
    if (this.pendingBytes > 0) {
      this.tokensPerByte = Math.max(this.tokensPerByte, usage.inputTokens / this.pendingBytes);
    }
    this.pending = 0;
    this.pendingBytes = 0;
  }

  private settlePending(): void {
    this.reported += this.pending;
    this.pending = 0;
    this.pendingBytes = 0;
  }
}
