import type { StackLogger } from '../logger';

/** What a start has brought up so far, undone in reverse order on stop, or when the start fails. */
export class Cleanups {
  private readonly steps: (() => Promise<unknown>)[] = [];

  constructor(private readonly logger: StackLogger) {}

  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }

  /** Each step once, the last added first; a step that fails is logged and the next one runs. */
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      await step().catch((error: unknown) => this.logger.error('[stack] stop step failed:', error));
    }
  }
}
