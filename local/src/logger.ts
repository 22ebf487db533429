/** Where the stack reports what it does; the CLI prints everything, tests keep only problems. */
export interface StackLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const quietLogger: StackLogger = {
  info: () => {},
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
};
