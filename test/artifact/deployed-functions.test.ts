// The deployable artifact, tested: `cdk synth` with bundling on, then each function's asset folder from
// cdk.out (what a deploy zips) runs in a fresh Node process with the environment the stack gives it, behind
// the local stack's API Gateway and function URL emulators, against DynamoDB Local, s3rver and
// cognito-local. Every event it gets also goes to the function's sources, in a process of their own with
// the same environment: the two must answer alike, for a happy path and an error path of each function.
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataContext, startExportJob } from '@reno/data';
import { chatStream, resources, scheduledJobs, userPoolTriggers, workers } from '@reno/functions/routes';
import { synthesizeDeployedFunctions, type DeployedFunction } from '@reno/infra/synthesize';
import { startLocalStack, type LambdaHandler, type LocalStack } from '@reno/local';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBedrockStub, type BedrockStub } from './support/bedrock-stub';
import { startTextractStub, type TextractStub } from './support/textract-stub';
import { functionEnvironment } from './support/function-environment';
import { FunctionProcess, type Invocation } from './support/function-process';
import { tokenClaims } from '../support/cognito-users';
import { demoIdToken } from '../support/demo-session';

const functionsRoot = fileURLToPath(new URL('../../functions/', import.meta.url));
const tsxLoader = import.meta.resolve('tsx');
const BEDROCK_ANSWER = 'Your kitchen remodel is on budget.';
const TEXTRACT_FIELDS = { VENDOR_NAME: 'Ace Hardware', INVOICE_RECEIPT_DATE: '03/14/2026', TOTAL: '$61.01' };

interface Pair {
  deployed: FunctionProcess;
  source: FunctionProcess;
}
interface Answered {
  entry: string;
  event: Record<string, unknown>;
  deployed: Invocation;
  source: Invocation;
}

const scratch = mkdtempSync(join(tmpdir(), 'reno-artifact-'));
let stack: LocalStack;
let bedrock: BedrockStub;
let textract: TextractStub;
let token: string;
let projectId: number;
const deployedFunctions = new Map<string, DeployedFunction>();
const pairs = new Map<string, Pair>();
const answered: Answered[] = [];

/** The function's bundle and its sources, each in a fresh process with the stack's variables. */
function pairFor(entry: string): Pair {
  let pair = pairs.get(entry);
  if (pair) return pair;
  const deployed = deployedFunctions.get(entry)!;
  const environment = {
    ...functionEnvironment(deployed.environment, process.env),
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.url,
    AWS_ENDPOINT_URL_TEXTRACT: textract.url,
    FUNCTION_NAME: entry,
  };
  pair = {
    deployed: new FunctionProcess(join(deployed.assetDir, 'index.mjs'), environment),
    source: new FunctionProcess(join(functionsRoot, entry), environment, ['--import', tsxLoader]),
  };
  pairs.set(entry, pair);
  return pair;
}

/** Both answer the event, the bundle first; the local stack gets the bundle's answer. */
async function invokeBoth(entry: string, event: Record<string, unknown>): Promise<Invocation> {
  const pair = pairFor(entry);
  const deployed = await pair.deployed.invoke(event);
  const source = await pair.source.invoke(event);
  answered.push({ entry, event, deployed, source });
  return deployed;
}

/** What the local stack's emulators call instead of importing the sources into this process. */
async function loadDeployed(entry: string): Promise<LambdaHandler> {
  if (entry !== chatStream.entry) {
    return async (event) =>
      ((await invokeBoth(entry, event as Record<string, unknown>)) as { result: unknown }).result;
  }
  const { awslambda } = globalThis as unknown as {
    awslambda: {
      streamifyResponse: (handler: unknown) => LambdaHandler;
      HttpResponseStream: { from: (stream: unknown, prelude: unknown) => NodeJS.WritableStream };
    };
  };
  return awslambda.streamifyResponse(async (event: Record<string, unknown>, stream: unknown) => {
    const answer = (await invokeBoth(entry, event)) as Extract<Invocation, { stream: unknown }>;
    awslambda.HttpResponseStream.from(stream, answer.stream.prelude ?? {}).end(answer.stream.body);
  });
}

const api = (path: string, init: RequestInit & { auth?: boolean } = {}) =>
  fetch(`${stack.url}${path}`, {
    ...init,
    headers: {
      ...(init.auth === false ? {} : { authorization: `Bearer ${token}` }),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

const lastAnswer = (entry: string) => answered.filter((answer) => answer.entry === entry).at(-1)!;

type Result = { statusCode: number; headers?: Record<string, string>; body?: string };

/** The same status, content type and body; `volatile` keys (presigned fields, timestamps) only by shape. */
function expectSameAnswer(answer: Answered, volatile: readonly string[] = []) {
  const deployed = (answer.deployed as { result: Result }).result;
  const source = (answer.source as { result: Result }).result;
  expect(deployed.statusCode).toBe(source.statusCode);
  expect(deployed.headers?.['content-type']).toBe(source.headers?.['content-type']);
  const normalise = (body: string | undefined) =>
    JSON.parse(body ?? 'null', (key, value: unknown) => (volatile.includes(key) ? typeof value : value));
  expect(normalise(deployed.body)).toEqual(normalise(source.body));
  return { ...deployed, json: JSON.parse(deployed.body ?? 'null') as unknown };
}

/** The answered event without the header CloudFront adds: a request that bypassed it. */
function bypassingCloudFront(answer: Answered): Record<string, unknown> {
  const headers = { ...(answer.event.headers as Record<string, string>) };
  delete headers['x-origin-verify'];
  return { ...answer.event, headers };
}

/** Stripe's signature scheme (t=…,v1=HMAC-SHA256 of "t.payload"), as the stand-in signs. */
function stripeSignature(payload: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', process.env.STRIPE_WEBHOOK_SECRET!)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

beforeAll(async () => {
  const webDist = join(scratch, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Home Renovation Tracker</title>');
  for (const fn of await synthesizeDeployedFunctions(join(scratch, 'cdk.out'), webDist))
    deployedFunctions.set(fn.entry, fn);

  bedrock = await startBedrockStub(BEDROCK_ANSWER);
  textract = await startTextractStub(TEXTRACT_FIELDS);
  stack = await startLocalStack({ persist: false, port: 0, seedDemo: true, loadHandler: loadDeployed });
  token = await demoIdToken(stack);
  const projects = (await (await api('/api/projects')).json()) as { id: number }[];
  projectId = projects[0]!.id;
}, 300_000);

afterAll(async () => {
  for (const pair of pairs.values()) {
    pair.deployed.stop();
    pair.source.stop();
  }
  await stack?.stop();
  await bedrock?.stop();
  await textract?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the synthesized assets', () => {
  it('hold one bundle per function of the route table, run by index.handler, with nothing to install', () => {
    expect([...deployedFunctions.keys()].sort()).toEqual(
      [
        ...Object.values(resources).map((resource) => resource.entry),
        ...Object.values(workers).map((worker) => worker.entry),
        ...Object.values(scheduledJobs).map((job) => job.entry),
        chatStream.entry,
        ...Object.values(userPoolTriggers).map((trigger) => trigger.entry),
      ].sort(),
    );
    for (const fn of deployedFunctions.values()) expect(fn.handler).toBe('index.handler');
    expect(new Set([...deployedFunctions.values()].map((fn) => fn.assetDir)).size).toBe(
      deployedFunctions.size,
    );
  });
});

describe('each deployed function answers as its sources do', () => {
  const cases: { resource: string; happy: () => Promise<void>; error: () => Promise<void> }[] = [
    {
      resource: 'user',
      happy: async () => {
        expect((await api('/api/user')).status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources.user.entry), ['updatedAt']).json).toMatchObject({
          email: stack.demo!.email,
        });
      },
      error: async () => {
        const event = bypassingCloudFront(lastAnswer(resources.user.entry));
        expect(
          ((await invokeBoth(resources.user.entry, event)) as { result: Result }).result.statusCode,
        ).toBe(403);
        expectSameAnswer(lastAnswer(resources.user.entry));
      },
    },
    {
      resource: 'projects',
      happy: async () => {
        expect((await api(`/api/projects/${projectId}/summary`)).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.projects.entry));
      },
      error: async () => {
        expect((await api('/api/projects/987654')).status).toBe(404);
        expectSameAnswer(lastAnswer(resources.projects.entry));
      },
    },
    {
      resource: 'expenses',
      happy: async () => {
        expect((await api(`/api/expenses?projectId=${projectId}`)).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.expenses.entry));
      },
      error: async () => {
        expect((await api('/api/expenses', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.expenses.entry));
      },
    },
    {
      resource: 'contractors',
      happy: async () => {
        expect((await api('/api/contractors')).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.contractors.entry));
      },
      error: async () => {
        expect((await api('/api/contractors', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.contractors.entry));
      },
    },
    {
      resource: 'estimates',
      happy: async () => {
        expect((await api(`/api/estimates?projectId=${projectId}`)).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.estimates.entry));
      },
      error: async () => {
        expect((await api('/api/estimates', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.estimates.entry));
      },
    },
    {
      resource: 'milestones',
      happy: async () => {
        expect((await api(`/api/milestones?projectId=${projectId}`)).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.milestones.entry));
      },
      error: async () => {
        expect((await api('/api/milestones', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.milestones.entry));
      },
    },
    {
      resource: 'homes',
      happy: async () => {
        expect((await api('/api/homes')).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.homes.entry));
      },
      error: async () => {
        expect((await api('/api/homes', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.homes.entry));
      },
    },
    {
      resource: 'photos',
      // A real photo through the bundle: sharp and its linux-x64 binary from the asset's own node_modules. The
      // sources answer the same event by its Idempotency-Key (the bundle already claimed the upload).
      happy: async () => {
        const sub = tokenClaims(token).sub as string;
        const key = `pending/users/${sub}/photos/artifact-wall.jpg`;
        const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a6d3b' } })
          .jpeg()
          .toBuffer();
        const put = await fetch(`${stack.endpoints.s3}/${stack.bucketName}/${key}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          body: new Uint8Array(jpeg),
        });
        expect(put.ok).toBe(true);
        const room = (await (await api('/api/rooms?homeId=1')).json()) as { id: number }[];
        const response = await api('/api/photos', {
          method: 'POST',
          headers: { 'idempotency-key': 'artifact-photo-1' },
          body: JSON.stringify({
            roomId: room[0]!.id,
            key,
            takenOn: '2025-05-06',
            tags: ['behind the walls'],
          }),
        });
        expect(response.status).toBe(201);
        expect(expectSameAnswer(lastAnswer(resources.photos.entry), ['thumbnailUrl']).json).toMatchObject({
          width: 900,
          height: 600,
          tags: ['behind the walls'],
        });
      },
      error: async () => {
        expect((await api('/api/photos', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.photos.entry));
      },
    },
    {
      resource: 'uploads',
      happy: async () => {
        const request = {
          kind: 'receipt',
          fileName: 'receipt.pdf',
          contentType: 'application/pdf',
          size: 1234,
        };
        expect((await api('/api/uploads', { method: 'POST', body: JSON.stringify(request) })).status).toBe(
          200,
        );
        // A presigned POST: the lazily loaded S3 client and presigner ran; key, policy and signature are new each time.
        const { json } = expectSameAnswer(lastAnswer(resources.uploads.entry), [
          'key',
          'Policy',
          'X-Amz-Signature',
          'X-Amz-Date',
          'X-Amz-Credential',
        ]);
        expect(json).toMatchObject({ url: expect.stringContaining(stack.bucketName) });
      },
      error: async () => {
        const request = {
          kind: 'receipt',
          fileName: 'tool.exe',
          contentType: 'application/x-msdownload',
          size: 10,
        };
        expect((await api('/api/uploads', { method: 'POST', body: JSON.stringify(request) })).status).toBe(
          400,
        );
        expectSameAnswer(lastAnswer(resources.uploads.entry));
      },
    },
    {
      resource: 'receipts',
      happy: async () => {
        // The deployed function reads receipts with Textract (RECEIPT_SCANNER=textract from the stack).
        const sub = tokenClaims(token).sub as string;
        const key = `pending/users/${sub}/receipts/artifact-receipt.jpg`;
        const put = await fetch(`${stack.endpoints.s3}/${stack.bucketName}/${key}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          body: 'jpeg bytes',
        });
        expect(put.ok).toBe(true);
        const response = await api('/api/receipts/scan', {
          method: 'POST',
          body: JSON.stringify({ s3Key: key }),
        });
        expect(response.status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources.receipts.entry)).json).toMatchObject({
          amount: '61.01',
          date: '2026-03-14',
          vendor: 'Ace Hardware',
          category: 'materials',
        });
        expect(textract.requests()).toEqual([
          { S3Object: { Bucket: stack.bucketName, Name: key } },
          { S3Object: { Bucket: stack.bucketName, Name: key } },
        ]);
      },
      error: async () => {
        expect((await api('/api/receipts/scan', { method: 'POST', body: '{"s3Key":""}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.receipts.entry));
      },
    },
    {
      resource: 'exports',
      // A job started behind the API's back: the bundle has no worker to run here (that is an invoke).
      happy: async () => {
        const sub = tokenClaims(token).sub as string;
        const ctx = createDataContext({ endpoint: stack.endpoints.dynamodb, tableName: stack.tableName });
        const { job } = await startExportJob(ctx, sub, projectId, 'Artifact records.zip');
        expect((await api(`/api/exports/${job.id}`)).status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources.exports.entry)).json).toMatchObject({
          id: job.id,
          status: 'running',
          downloadUrl: null,
        });
      },
      error: async () => {
        expect((await api('/api/exports/not-a-job')).status).toBe(404);
        expectSameAnswer(lastAnswer(resources.exports.entry));
      },
    },
    {
      resource: 'subscription',
      happy: async () => {
        expect((await api('/api/subscription-status')).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.subscription.entry));
      },
      error: async () => {
        const event = bypassingCloudFront(lastAnswer(resources.subscription.entry));
        const answer = (await invokeBoth(resources.subscription.entry, event)) as { result: Result };
        expect(answer.result.statusCode).toBe(403);
        expectSameAnswer(lastAnswer(resources.subscription.entry));
      },
    },
    {
      resource: 'admin',
      happy: async () => {
        const headers = { 'x-admin-password': stack.adminPassword };
        expect((await api('/api/admin/users', { headers })).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.admin.entry), ['updatedAt', 'createdAt']);
      },
      error: async () => {
        expect((await api('/api/admin/users')).status).toBe(401);
        expectSameAnswer(lastAnswer(resources.admin.entry));
      },
    },
    {
      resource: 'billing',
      happy: async () => {
        expect((await api('/api/check-subscription', { method: 'POST', body: '{}' })).status).toBe(200);
        expectSameAnswer(lastAnswer(resources.billing.entry));
      },
      error: async () => {
        expect((await api('/api/create-portal-session', { method: 'POST', body: '{}' })).status).toBe(400);
        expectSameAnswer(lastAnswer(resources.billing.entry));
      },
    },
    {
      resource: 'stripe-webhook',
      happy: async () => {
        const payload = JSON.stringify({
          id: 'evt_artifact_1',
          type: 'customer.created',
          data: { object: {} },
        });
        const response = await api('/api/stripe/webhook', {
          method: 'POST',
          auth: false,
          body: payload,
          headers: { 'stripe-signature': stripeSignature(payload) },
        });
        expect(response.status).toBe(200);
        expectSameAnswer(lastAnswer(resources['stripe-webhook'].entry));
      },
      error: async () => {
        const response = await api('/api/stripe/webhook', { method: 'POST', auth: false, body: '{}' });
        expect(response.status).toBe(400);
        expectSameAnswer(lastAnswer(resources['stripe-webhook'].entry));
      },
    },
    {
      resource: 'households',
      happy: async () => {
        // The demo household: Dana, and Sam (the second demo login) as its editor.
        const response = await api('/api/household');
        expect(response.status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources.households.entry)).json).toMatchObject({
          role: 'owner',
          members: [{ role: 'owner' }, { email: 'sam@example.com', role: 'editor' }],
        });
      },
      error: async () => {
        const response = await api('/api/invitations/accept', {
          method: 'POST',
          body: JSON.stringify({ token: 'a'.repeat(43) }),
        });
        expect(response.status).toBe(404);
        expectSameAnswer(lastAnswer(resources.households.entry));
      },
    },
    {
      resource: 'reminders',
      happy: async () => {
        // The demo owner's reminder settings: the defaults until she saves any.
        const response = await api('/api/household/reminders');
        expect(response.status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources.reminders.entry)).json).toMatchObject({ daysBefore: 3 });
      },
      error: async () => {
        const response = await api('/api/reminders/unsubscribe', {
          method: 'POST',
          auth: false,
          body: JSON.stringify({ token: 'a'.repeat(43) }),
        });
        expect(response.status).toBe(404);
        expectSameAnswer(lastAnswer(resources.reminders.entry));
      },
    },
    {
      resource: 'calendar',
      happy: async () => {
        // The demo owner has made no calendar feed address yet.
        const response = await api('/api/calendar-link');
        expect(response.status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources.calendar.entry)).json).toEqual({
          active: false,
          createdAt: null,
          url: null,
        });
      },
      error: async () => {
        const response = await api(`/api/calendar/${'a'.repeat(43)}`, { auth: false });
        expect(response.status).toBe(404);
        expectSameAnswer(lastAnswer(resources.calendar.entry));
      },
    },
    {
      resource: 'statement-imports',
      happy: async () => {
        // The demo household has imported nothing yet: no rules learned.
        const response = await api('/api/statement-imports/rules');
        expect(response.status).toBe(200);
        expect(expectSameAnswer(lastAnswer(resources['statement-imports'].entry)).json).toEqual({
          rules: [],
        });
      },
      error: async () => {
        const response = await api('/api/statement-imports/check', {
          method: 'POST',
          body: JSON.stringify({ rows: [] }),
        });
        expect(response.status).toBe(400);
        expectSameAnswer(lastAnswer(resources['statement-imports'].entry));
      },
    },
    {
      resource: 'auth-recovery',
      happy: async () => {
        // An address without an account: the lazily loaded Cognito client looked it up; no mail is sent.
        const response = await api('/api/auth/recovery', {
          method: 'POST',
          auth: false,
          body: JSON.stringify({ email: 'nobody-artifact@example.com' }),
        });
        expect(response.status).toBe(202);
        expectSameAnswer(lastAnswer(resources['auth-recovery'].entry));
      },
      error: async () => {
        const response = await api('/api/auth/recovery/confirm', {
          method: 'POST',
          auth: false,
          body: JSON.stringify({ email: 'nobody-artifact@example.com', code: '12', newPassword: 'x' }),
        });
        expect(response.status).toBe(400);
        expectSameAnswer(lastAnswer(resources['auth-recovery'].entry));
      },
    },
  ];

  for (const { resource, happy, error } of cases) {
    it(`${resource}: a happy path`, happy);
    it(`${resource}: an error path`, error);
  }

  it("reminder-sweep: the scheduled job's bundle sweeps the households as its sources do", async () => {
    // The stack's run-now path invokes the job as EventBridge Scheduler would: the bundle, then the sources.
    const response = await fetch(`${stack.url}/local/jobs/reminder-sweep`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status, await response.text()).toBe(200);
    type Sweep = { result: { households: number; sent: number } };
    const answer = lastAnswer(scheduledJobs['reminder-sweep'].entry);
    const deployed = (answer.deployed as Sweep).result;
    const source = (answer.source as Sweep).result;
    // The demo household is on the sweep's list. Out of the stack's process, the functions have no local
    // inbox and SES is not there: each e-mail fails, its claim is given back, and both say none went.
    expect(deployed).toEqual({ households: 1, sent: 0 });
    expect(source).toEqual(deployed);
  });

  it('covers every resource of the route table', () => {
    expect(cases.map((c) => c.resource).sort()).toEqual(Object.keys(resources).sort());
  });

  /** The SSE events of a chat answer, without what differs per call (ids, times). */
  const chatEvents = (invocation: Invocation) => {
    const { stream } = invocation as Extract<Invocation, { stream: unknown }>;
    const events = stream.body
      .split('\n\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice('data: '.length));
    return {
      status: stream.prelude?.statusCode,
      contentType: stream.prelude?.headers?.['content-type'],
      types: events.map((data) => (data === '[DONE]' ? data : (JSON.parse(data) as { type: string }).type)),
      text: events
        .filter((data) => data !== '[DONE]')
        .map((data) => JSON.parse(data) as { type: string; content?: string })
        .filter((event) => event.type === 'content')
        .map((event) => event.content)
        .join(''),
    };
  };

  it('ai-chat: a streamed answer from Bedrock (a loopback stand-in speaking its event stream)', async () => {
    const response = await api('/api/ai-chat', {
      method: 'POST',
      body: JSON.stringify({ content: 'How is my budget?', projectId }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('[DONE]');
    const answer = lastAnswer(chatStream.entry);
    const deployed = chatEvents(answer.deployed);
    expect(deployed).toEqual(chatEvents(answer.source));
    expect(deployed.text, (answer.deployed as { stream: { body: string } }).stream.body).toBe(BEDROCK_ANSWER);
    expect(bedrock.calls()).toBe(2);
  });

  it('ai-chat: an error path (no token)', async () => {
    const response = await api('/api/ai-chat', { method: 'POST', auth: false, body: '{"content":"hi"}' });
    expect(response.status).toBe(401);
    const answer = lastAnswer(chatStream.entry);
    expect(chatEvents(answer.deployed)).toEqual(chatEvents(answer.source));
  });

  it('pre-sign-up: confirms a new account, and leaves the e-mail unverified', async () => {
    const event = {
      version: '1',
      triggerSource: 'PreSignUp_SignUp',
      region: 'us-east-1',
      userPoolId: stack.config.userPoolId,
      userName: 'artifact-user',
      callerContext: { awsSdkVersion: '3', clientId: stack.config.userPoolClientId },
      request: { userAttributes: { email: 'artifact@example.com' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    const deployed = (await invokeBoth(userPoolTriggers.preSignUp.entry, event)) as {
      result: { response: object };
    };
    expect(deployed.result.response).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
    expect(deployed).toEqual(lastAnswer(userPoolTriggers.preSignUp.entry).source);
  });
});
