import { describe, expect, inject, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  bucket,
  objectExists,
  postToBucket,
  putObject,
  readObject,
  uploadThroughApi,
  uploadTicket,
} from './support/s3';

interface PolicyDocument {
  expiration: string;
  conditions: unknown[];
}

const decodePolicy = (fields: Record<string, string>): PolicyDocument =>
  JSON.parse(Buffer.from(fields.Policy ?? fields.policy ?? '', 'base64').toString('utf8')) as PolicyDocument;

describe('POST /api/uploads', () => {
  it('returns a presigned POST whose policy pins the key prefix, size range and content type', async () => {
    const user = await newUser();

    const response = await api.post('/api/uploads', user, {
      kind: 'receipt',
      fileName: 'Home Depot receipt.PDF',
      contentType: 'application/pdf',
      size: 52_000,
    });

    expect(response.status).toBe(200);
    const { url, fields, key } = response.body as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    expect(key).toMatch(
      new RegExp(`^pending/users/${user.sub}/receipts/[0-9a-f-]{36}-Home-Depot-receipt\\.pdf$`),
    );
    expect(url).toBe(`${inject('s3Endpoint')}/${bucket}`);
    expect(fields.key).toBe(key);
    expect(fields['Content-Type']).toBe('application/pdf');
    const policy = decodePolicy(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', `pending/users/${user.sub}/`],
        ['content-length-range', 1, 10_485_760],
        ['eq', '$Content-Type', 'application/pdf'],
        { key },
        { bucket },
      ]),
    );
    const expiresInMs = Date.parse(policy.expiration) - Date.now();
    expect(expiresInMs).toBeGreaterThan(250_000);
    expect(expiresInMs).toBeLessThanOrEqual(300_000);
  });

  it('lets the browser post the file to the bucket with that ticket', async () => {
    const user = await newUser();

    const key = await uploadThroughApi(user, { name: 'r.png', type: 'image/png', content: 'png bytes' });

    expect(await readObject(key)).toBe('png bytes');
  });

  describe('the bucket holds the post to its policy, as S3 does (issue 37)', () => {
    const receipt = { name: 'r.png', type: 'image/png', content: 'png bytes' };
    const errorOf = async (response: Response) => [response.status, await response.text()] as const;

    it('refuses a file over 10 MB with EntityTooLarge, and stores nothing', async () => {
      const ticket = await uploadTicket(await newUser(), receipt);

      const [status, xml] = await errorOf(
        await postToBucket(ticket, { ...receipt, content: Buffer.alloc(11 * 1024 * 1024) }),
      );

      expect(status).toBe(400);
      expect(xml).toContain('<Code>EntityTooLarge</Code>');
      expect(await objectExists(ticket.key)).toBe(false);
    });

    it('refuses another content type than the form’s, or another key, with AccessDenied', async () => {
      const user = await newUser();
      const ticket = await uploadTicket(user, receipt);

      const tampered: Record<string, string>[] = [
        { 'Content-Type': 'text/html' },
        { key: `pending/users/${user.sub}/receipts/other.png` },
      ];
      for (const fields of tampered) {
        const [status, xml] = await errorOf(await postToBucket(ticket, receipt, fields));
        expect(status).toBe(403);
        expect(xml).toContain('<Code>AccessDenied</Code>');
        expect(xml).toContain('Policy Condition failed');
      }
      expect(await objectExists(ticket.key)).toBe(false);
      // The same form, as it was signed, still uploads.
      expect((await postToBucket(ticket, receipt)).status).toBe(204);
      expect(await readObject(ticket.key)).toBe('png bytes');
    });
  });

  it('gives estimate attachments their own folder and accepts documents', async () => {
    const response = await api.post('/api/uploads', await newUser(), {
      kind: 'estimate-attachment',
      fileName: 'quote.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 1000,
    });

    expect(response.status).toBe(200);
    expect(response.body.key).toMatch(/\/attachments\/[0-9a-f-]{36}-quote\.docx$/);
  });

  it.each([
    [{ kind: 'receipt', fileName: 'a.docx', contentType: 'application/msword', size: 10 }, 'contentType'],
    [
      { kind: 'receipt', fileName: 'a.exe', contentType: 'application/x-msdownload', size: 10 },
      'contentType',
    ],
    [{ kind: 'receipt', fileName: 'a.png', contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'size'],
    [{ kind: 'receipt', fileName: 'a.png', contentType: 'image/png', size: 0 }, 'size'],
    [{ kind: 'avatar', fileName: 'a.png', contentType: 'image/png', size: 10 }, 'kind'],
    [{ kind: 'receipt', fileName: '', contentType: 'image/png', size: 10 }, 'fileName'],
  ])('refuses %j with a 400 on %s', async (body, field) => {
    const response = await api.post('/api/uploads', await newUser(), body);

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: [field] })]),
    );
  });

  it('keeps a hostile file name inside the caller prefix', async () => {
    const user = await newUser();

    const response = await api.post('/api/uploads', user, {
      kind: 'receipt',
      fileName: '../../users/other/receipts/x.png',
      contentType: 'image/png',
      size: 10,
    });

    expect(response.body.key).toMatch(
      new RegExp(`^pending/users/${user.sub}/receipts/[0-9a-f-]{36}-[\\w-]+\\.png$`),
    );
    expect(response.body.key).not.toContain('..');
  });

  it('answers 401 without a token', async () => {
    const response = await api.post('/api/uploads', undefined, { kind: 'receipt' });

    expect(response.status).toBe(401);
  });
});

describe('POST /api/signed-url', () => {
  it('signs a 5-minute GET for the caller’s own key', async () => {
    const user = await newUser();
    const key = `users/${user.sub}/receipts/1-r.png`;
    await putObject(key, 'receipt image', 'image/png');

    const response = await api.post('/api/signed-url', user, { s3Key: key });

    expect(response.status).toBe(200);
    const signed = new URL(response.body.signedUrl as string);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(await (await fetch(signed)).text()).toBe('receipt image');
  });

  it('passes an http URL through unchanged', async () => {
    const response = await api.post('/api/signed-url', await newUser(), {
      s3Key: 'https://example.com/r.pdf',
    });

    expect(response.body).toEqual({ signedUrl: 'https://example.com/r.pdf' });
  });

  it.each([
    ['another user’s key', (sub: string) => `users/${sub}-other/receipts/1-r.png`],
    ['a key outside users/', () => 'uploads/1-r.png'],
    ['a key climbing out of the prefix', (sub: string) => `users/${sub}/../other/r.png`],
  ])('refuses %s with 404', async (_, keyFor) => {
    const user = await newUser();

    const response = await api.post('/api/signed-url', user, { s3Key: keyFor(user.sub) });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'File not found' });
  });

  it('requires s3Key', async () => {
    const response = await api.post('/api/signed-url', await newUser(), {});

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['s3Key'], message: 's3Key is required' }]);
  });
});
