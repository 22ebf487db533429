// A stand-in for the Lambda Node.js runtime, run as a child process: it imports one handler module
// (argv[2]) the way Lambda does, then answers invocations sent over IPC, one at a time.
// Plain JavaScript on purpose: a deployed bundle must run in bare Node, with no loader of ours around it.
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const STREAMING = Symbol('streamifyResponse');

// What the runtime provides to response-streaming functions, before their module is imported.
globalThis.awslambda = {
  ...globalThis.awslambda,
  streamifyResponse: (handler) => Object.assign(handler, { [STREAMING]: true }),
  HttpResponseStream: {
    from(stream, prelude) {
      stream.prelude = prelude;
      return stream;
    },
  },
};

const context = (functionName) => ({
  functionName,
  functionVersion: '$LATEST',
  awsRequestId: crypto.randomUUID(),
  getRemainingTimeInMillis: () => 10_000,
  callbackWaitsForEmptyEventLoop: false,
});

/** A streaming invocation's output, gathered: the prelude (status, headers) and the body written. */
async function invokeStreaming(handler, event) {
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const ended = new Promise((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  await handler(event, stream, context(process.env.FUNCTION_NAME));
  await ended;
  return { prelude: stream.prelude ?? null, body: Buffer.concat(chunks).toString('utf8') };
}

let handler;
try {
  ({ handler } = await import(pathToFileURL(process.argv[2]).href));
  if (typeof handler !== 'function') throw new Error(`${process.argv[2]} exports no handler function`);
  process.send({ ready: true });
} catch (error) {
  process.send({ ready: false, error: String(error?.stack ?? error) });
  process.exit(1);
}

process.on('message', async ({ id, event }) => {
  try {
    const output = handler[STREAMING]
      ? { stream: await invokeStreaming(handler, event) }
      : { result: await handler(event, context(process.env.FUNCTION_NAME)) };
    process.send({ id, ...output });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
