/**
 * Writes the packed-file count to the job every `files` files or `ms` milliseconds (not per file), and
 * learns there whether the job was cancelled: the worker asks between files.
 */
export class ExportProgress {
  private lastFiles = 0;
  private lastAt: number;
  private cancelled = false;
  done = 0;

  constructor(
    private readonly total: number,
    private readonly report: (progress: { filesDone: number; filesTotal: number }) => Promise<boolean>,
    private readonly every: { files: number; ms: number },
    private readonly now: () => number = Date.now,
  ) {
    this.lastAt = now();
  }

  /** Reports the start (0 of total); false when the job was cancelled meanwhile. */
  async begin(): Promise<boolean> {
    return this.flush();
  }

  /** One more file packed. False when the job was cancelled: stop. */
  async fileDone(): Promise<boolean> {
    this.done++;
    const due = this.done - this.lastFiles >= this.every.files || this.now() - this.lastAt >= this.every.ms;
    return due ? this.flush() : !this.cancelled;
  }

  private async flush(): Promise<boolean> {
    this.lastFiles = this.done;
    this.lastAt = this.now();
    if (!(await this.report({ filesDone: this.done, filesTotal: this.total }))) this.cancelled = true;
    return !this.cancelled;
  }
}
