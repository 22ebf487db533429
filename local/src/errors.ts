/**
 * A start-up problem the developer can fix. The CLI prints its message alone (no stack trace), so each
 * message says what went wrong and what to do about it.
 */
export class LocalStackError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LocalStackError';
  }
}

export function portTakenError(service: string, port: number, envVar: string | undefined): LocalStackError {
  const fix = envVar
    ? `Stop whatever uses it, or choose another port: ${envVar}=<port> npm start`
    : 'Stop whatever uses it.';
  return new LocalStackError(`Port ${port} (${service}) on 127.0.0.1 is already in use. ${fix}`);
}

export function javaMissingError(detail: string): LocalStackError {
  return new LocalStackError(
    [
      `DynamoDB Local needs a Java runtime, 17 or newer, and none could be used.`,
      `  (${detail})`,
      'Install one, then run npm start again:',
      '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
      '                 (openjdk-17-jdk-headless instead also lets DynamoDB Local bind to 127.0.0.1 only)',
      '  macOS:         brew install openjdk@17   (then put it on PATH as brew explains)',
    ].join('\n'),
  );
}

export function dataDirError(path: string, cause: unknown): LocalStackError {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const reason = code ? ` (${code})` : cause instanceof Error ? ` (${cause.message})` : '';
  return new LocalStackError(
    [
      `The local data folder ${path} cannot be read or written${reason}.`,
      `Fix its permissions (e.g. sudo chown -R "$(id -un)" ${path}), or start afresh with`,
      `npm start -- --reset (deletes the local data), or choose another folder with LOCAL_DATA_DIR=<dir>.`,
    ].join('\n'),
    { cause },
  );
}
