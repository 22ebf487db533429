import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendGatewayError } from './api-result';

class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole request body, refusing more than `limit` bytes (API Gateway's payload cap is 10 MB). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The whole body, or null once the 413 API Gateway and function URLs give a body over `limit` has been
 * sent.
 */
export async function readBodyOrRefuse(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<Buffer | null> {
  try {
    return await readBody(req, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendGatewayError(res, { statusCode: 413, message: 'Request Entity Too Large' });
    return null;
  }
}
