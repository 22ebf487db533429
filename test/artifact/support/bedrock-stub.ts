import { createServer, type Http2Server } from 'node:http2';
import { EventStreamCodec } from '@smithy/core/event-streams';
import { closeServer, listenOnLoopback } from '../../support/loopback-server';

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString('utf8'),
  (text) => new Uint8Array(Buffer.from(text, 'utf8')),
);

/** One event of Bedrock's ConverseStream answer, in AWS's binary event-stream framing. */
function streamEvent(type: string, payload: unknown): Uint8Array {
  return codec.encode({
    headers: {
      ':event-type': { type: 'string', value: type },
      ':content-type': { type: 'string', value: 'application/json' },
      ':message-type': { type: 'string', value: 'event' },
    },
    body: new Uint8Array(Buffer.from(JSON.stringify(payload))),
  });
}

export interface BedrockStub {
  /** For AWS_ENDPOINT_URL_BEDROCK_RUNTIME, which the SDK's Bedrock client honours. */
  url: string;
  /** How many ConverseStream calls arrived. */
  calls: () => number;
  stop: () => Promise<void>;
}

/**
 * Bedrock Runtime's ConverseStream, played on loopback: every call is answered with `answer` streamed in
 * two deltas, as a model would, so the real SDK client (its lazy chunk included) parses a real stream.
 */
export async function startBedrockStub(answer: string): Promise<BedrockStub> {
  let calls = 0;
  // HTTP/2 without TLS: the SDK's Bedrock Runtime client speaks HTTP/2, to an http:// endpoint in cleartext.
  const server: Http2Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/model\/[^/]+\/converse-stream$/.test(req.url ?? '')) {
        res.writeHead(404, { 'x-amzn-errortype': 'UnknownOperationException' }).end('{}');
        return;
      }
      calls += 1;
      const half = Math.ceil(answer.length / 2);
      res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
      res.write(streamEvent('messageStart', { role: 'assistant' }));
      for (const text of [answer.slice(0, half), answer.slice(half)]) {
        res.write(streamEvent('contentBlockDelta', { contentBlockIndex: 0, delta: { text } }));
      }
      res.write(streamEvent('contentBlockStop', { contentBlockIndex: 0 }));
      res.write(streamEvent('messageStop', { stopReason: 'end_turn' }));
      res.end();
    });
  });
  return {
    url: await listenOnLoopback(server),
    calls: () => calls,
    stop: () => closeServer(server),
  };
}
