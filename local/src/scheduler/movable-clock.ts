/**
 * The local stack's clock: the system time moved by an offset that tests (and a curious developer) set or
 * advance, so a reminder due in three days can be seen today. It ticks on like the real one.
 */
export interface MovableClock {
  now(): Date;
  /** Jumps to `at` (the clock keeps ticking from there). */
  set(at: Date): void;
  /** Moves on by `ms` (negative moves back). */
  advance(ms: number): void;
  /** Back to the system time. */
  reset(): void;
}

export function createMovableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => void (offsetMs = at.getTime() - Date.now()),
    advance: (ms) => void (offsetMs += ms),
    reset: () => void (offsetMs = 0),
  };
}
