import { IncomingMessage, type ServerResponse } from 'node:http';
import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { checkPostPolicy, type PostForm, type S3Refusal } from './s3-post-policy';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The most a form POST may send: the largest file a form the API signs allows, and its fields. */
const MAX_POST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * A request guard in front of s3rver, which stores any form POST whatever its policy says: a browser's
 * upload (a multipart POST to the bucket) is read (at most MAX_POST_BYTES), checked against its policy
 * as S3 checks it (s3-post-policy.ts) and refused with S3's XML error, or handed to s3rver as it came.
 * Every other request goes straight through.
 */
export function guardPostPolicies(options: {
  bucketName: string;
  corsOrigins: readonly string[];
  next: Handler;
}): Handler {
  const { bucketName, corsOrigins, next } = options;
  return (req, res) => {
    if (!isFormPost(req, bucketName)) return next(req, res);
    readForm(req).then(
      (read) => {
        if ('refusal' in read) return refuse(req, res, read.refusal, corsOrigins);
        const refusal = checkPostPolicy(read.form, bucketName, new Date());
        if (refusal) return refuse(req, res, refusal, corsOrigins);
        next(replay(req, read.body), res);
      },
      // The browser went away mid-upload.
      () => res.destroy(),
    );
  };
}

/** A POST to the bucket itself with a form body (not `?delete` and the like): an upload. */
function isFormPost(req: IncomingMessage, bucketName: string): boolean {
  const [path, query] = (req.url ?? '').split('?');
  return (
    req.method === 'POST' &&
    query === undefined &&
    (path === `/${bucketName}` || path === `/${bucketName}/`) &&
    /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
  );
}

type ReadForm = { form: PostForm; body: Buffer<ArrayBuffer> } | { refusal: S3Refusal };

const TOO_LARGE: S3Refusal = {
  status: 400,
  code: 'EntityTooLarge',
  message: 'Your proposed upload exceeds the maximum allowed size',
};
const MALFORMED: S3Refusal = {
  status: 400,
  code: 'MalformedPOSTRequest',
  message: 'The body of your POST request is not well-formed multipart/form-data.',
};

/** The body, or null past MAX_POST_BYTES: then nothing more is kept, and the rest drains. */
function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      if (length > MAX_POST_BYTES) return;
      length += chunk.length;
      if (length <= MAX_POST_BYTES) return chunks.push(chunk);
      chunks.length = 0;
      resolve(null);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The form's fields up to the file (S3 ignores every field after it), and the file's size. */
async function readForm(req: IncomingMessage): Promise<ReadForm> {
  const body = await readBody(req);
  if (!body) return { refusal: TOO_LARGE };
  try {
    const formData = await new Response(body, {
      headers: { 'content-type': req.headers['content-type']! },
    }).formData();
    const fields = new Map<string, string>();
    let fileSize: number | undefined;
    formData.forEach((value, name) => {
      if (fileSize !== undefined) return;
      if (name === 'file') fileSize = typeof value === 'string' ? value.length : value.size;
      else if (typeof value === 'string') fields.set(name, value);
    });
    if (fileSize !== undefined) return { form: { fields, fileSize }, body };
  } catch {
    // Not multipart/form-data that parses.
  }
  return { refusal: MALFORMED };
}

/**
 * The request again, its body from memory, for s3rver (which reads it as a stream). Complete, as its
 * parser would mark it: an incomplete message ends its socket when it is destroyed.
 */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  Object.assign(copy, {
    complete: true,
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
  });
  copy.push(body);
  copy.push(null);
  return copy;
}

/** S3's XML error, readable by the app's page (CORS), as S3 answers it. */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: S3Refusal,
  corsOrigins: readonly string[],
): void {
  const origin = req.headers.origin;
  res.writeHead(refusal.status, {
    'content-type': 'application/xml',
    ...(origin && corsOrigins.includes(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'ETag', vary: 'Origin' }
      : {}),
  });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code>` +
      `<Message>${escapeXml(refusal.message)}</Message></Error>`,
  );
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
