import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runtime = fileURLToPath(new URL('./lambda-runtime.mjs', import.meta.url));

export type Invocation =
  | { result: unknown }
  | { stream: { prelude: { statusCode?: number; headers?: Record<string, string> } | null; body: string } };

interface Reply {
  id?: number;
  ready?: boolean;
  error?: string;
  result?: unknown;
  stream?: unknown;
}

/**
 * One function running in a fresh Node process of its own, as a Lambda container: `module` is imported
 * once with exactly `environment` (nothing inherited but PATH), then invoked as often as asked.
 */
export class FunctionProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private nextId = 1;
  readonly ready: Promise<void>;

  constructor(module: string, environment: Record<string, string>, execArgv: string[] = []) {
    this.child = fork(runtime, [module], {
      env: { PATH: process.env.PATH ?? '', ...environment },
      execArgv,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    this.child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) =>
        reject(new Error(`${module} exited (${code}) before it was ready:\n${stderr}`)),
      );
      this.child.on('message', (reply: Reply) => {
        if (reply.ready === true) return resolve();
        if (reply.ready === false) return reject(new Error(`${module} failed to import:\n${reply.error}`));
        this.waiting.get(reply.id!)?.(reply);
        this.waiting.delete(reply.id!);
      });
    });
  }

  async invoke(event: unknown): Promise<Invocation> {
    await this.ready;
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve) => {
      this.waiting.set(id, resolve);
      this.child.send({ id, event });
    });
    if (reply.error) throw new Error(`The invocation threw: ${reply.error}`);
    return reply.stream ? { stream: reply.stream as never } : { result: reply.result };
  }

  stop(): void {
    this.child.kill();
  }
}
