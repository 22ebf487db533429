import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ObjectAction, ResourceDefinition, WorkerDefinition } from '@reno/functions/routes';
import type { RouteTable } from '../function-catalog';
import { combinationsRouteTable } from '../testing/route-tables';
import { realRouteTable, synthTestStack, type TestStack } from '../testing/test-app';
import {
  actionsOf,
  managedPoliciesOfFunction,
  referencedIds,
  roleStatementsOfFunction,
  type PolicyStatement,
} from '../testing/template-queries';

// Written out here, not imported from grants.ts: widening a grant there must break these tests.
const TABLE_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
];
const TABLE_READWRITE = [
  ...TABLE_READ,
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
].sort();
const OBJECT_ACTION: Record<ObjectAction, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
};
const XRAY = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const SECRET_READ = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
const BASIC_EXECUTION = JSON.stringify({
  'Fn::Join': [
    '',
    ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
  ],
});

interface Ids {
  table: string;
  bucket: string;
  userPool: string;
  secrets: Record<string, string>;
  /** Worker functions by name. */
  workers: Record<string, string>;
}

function idsOf(t: TestStack): Ids {
  const id = (construct: { node: { defaultChild?: unknown } }) =>
    t.stack.getLogicalId(construct.node.defaultChild as never);
  const secretIds: Record<string, string> = {};
  for (const child of t.stack.node.findAll()) {
    if (child.node.path.includes('/Secrets/') && child.node.id === 'Resource') {
      secretIds[child.node.scope!.node.id] = t.stack.getLogicalId(child as never);
    }
  }
  const workers = Object.fromEntries(Object.entries(t.stack.api.workers).map(([name, fn]) => [name, id(fn)]));
  return {
    table: id(t.stack.data.table),
    bucket: id(t.stack.data.receiptsBucket),
    userPool: id(t.stack.auth.userPool),
    secrets: secretIds,
    workers,
  };
}

const SECRETS_OF_GROUP: Record<string, string[]> = {
  stripe: ['stripe-secret-key', 'stripe-webhook-secret'],
  admin: ['admin-password'],
};

/**
 * Sorts every statement of a function's role into what it grants and fails on anything else, so
 * an extra grant (another table action, a second bucket prefix, an unrelated secret) is caught.
 */
function classify(statements: PolicyStatement[], ids: Ids) {
  const found = {
    xray: false,
    table: [] as string[][],
    /** Object actions by prefix ('users/' or 'pending/users/'), and the prefixes listable. */
    objects: {} as Record<string, string[]>,
    list: [] as string[],
    secrets: [] as string[],
    /** Actions on '*' besides X-Ray's: those of the route table's `actions` (Textract's). */
    actions: [] as string[],
    /** Workers the function may invoke. */
    invokes: [] as string[],
    /** Cognito admin actions on the user pool. */
    userPool: [] as string[],
  };
  for (const statement of statements) {
    expect(statement.Effect).toBe('Allow');
    const refs = referencedIds(statement.Resource);
    const actions = actionsOf(statement);
    if (statement.Resource === '*' && actions.join() === XRAY.join()) {
      found.xray = true;
    } else if (statement.Resource === '*') {
      found.actions.push(...actions);
    } else if (refs.size === 1 && refs.has(ids.userPool)) {
      found.userPool.push(...actions);
    } else if (refs.size === 1 && refs.has(ids.table)) {
      expect(JSON.stringify(statement.Resource)).toMatch(/\/index\/\*/);
      found.table.push(actions);
    } else if (
      refs.size === 1 &&
      Object.values(ids.workers).includes([...refs][0]!) &&
      actions.join() === 'lambda:InvokeFunction'
    ) {
      found.invokes.push(Object.entries(ids.workers).find(([, id]) => refs.has(id))![0]);
    } else if (refs.size === 1 && refs.has(ids.bucket) && actions.join() === 's3:ListBucket') {
      const { StringLike } = statement.Condition as { StringLike: { 's3:prefix': string[] } };
      found.list.push(...StringLike['s3:prefix'].map((prefix) => prefix.replace(/\*$/, '')));
    } else if (refs.size === 1 && refs.has(ids.bucket)) {
      // Objects under users/, pending/users/ or exports/users/ only, never the whole bucket.
      const prefix = /"\/((?:pending\/|exports\/)?users\/)\*"\]\]\}$/.exec(
        JSON.stringify(statement.Resource),
      )?.[1];
      expect(prefix).toBeDefined();
      // The worker's multipart upload may abort its parts: a statement of its own on the same prefix.
      const key = actions.join() === 's3:AbortMultipartUpload' ? `${prefix!} (abort)` : prefix!;
      expect(found.objects[key]).toBeUndefined();
      found.objects[key] = actions;
    } else if ([...refs].every((ref) => Object.values(ids.secrets).includes(ref)) && refs.size > 0) {
      expect(actions).toEqual(SECRET_READ);
      for (const ref of refs)
        found.secrets.push(Object.entries(ids.secrets).find(([, id]) => id === ref)![0]);
    } else {
      throw new Error(`Unexpected statement: ${JSON.stringify(statement)}`);
    }
  }
  return found;
}

function expectObjectGrants(
  found: ReturnType<typeof classify>,
  definition: Pick<ResourceDefinition, 'objects'>,
  { abortsUploads = false } = {},
) {
  const declared: Record<string, readonly ObjectAction[] | undefined> = {
    'users/': definition.objects?.stored,
    'pending/users/': definition.objects?.pending,
    'exports/users/': definition.objects?.exports,
  };
  const expectedObjects: Record<string, string[]> = {};
  const expectedList: string[] = [];
  for (const [prefix, actions = []] of Object.entries(declared)) {
    if (actions.length) expectedObjects[prefix] = actions.map((a) => OBJECT_ACTION[a]).sort();
    if (actions.includes('get')) expectedList.push(prefix);
  }
  if (abortsUploads) expectedObjects['exports/users/ (abort)'] = ['s3:AbortMultipartUpload'];
  expect(found.objects).toEqual(expectedObjects);
  expect(found.list.sort()).toEqual(expectedList.sort());
}

function expectWorkerGrants(t: TestStack, fn: LambdaFunction, definition: WorkerDefinition) {
  const logicalId = t.stack.getLogicalId(fn.node.defaultChild as CfnFunction);
  const found = classify(roleStatementsOfFunction(t.template, logicalId), idsOf(t));
  expect(found.xray).toBe(true);
  expect(found.table).toEqual([definition.table === 'read' ? TABLE_READ : TABLE_READWRITE]);
  expectObjectGrants(found, definition, {
    abortsUploads: definition.objects?.exports?.includes('put') ?? false,
  });
  expect(found.secrets).toEqual([]);
  expect(found.actions).toEqual([]);
  expect(found.invokes).toEqual([]);
  expect(managedPoliciesOfFunction(t.template, logicalId)).toEqual([BASIC_EXECUTION]);
}

function expectGrants(t: TestStack, fn: LambdaFunction, definition: ResourceDefinition) {
  const logicalId = t.stack.getLogicalId(fn.node.defaultChild as CfnFunction);
  const found = classify(roleStatementsOfFunction(t.template, logicalId), idsOf(t));
  expect(found.xray).toBe(true);
  expect(found.table).toEqual([definition.table === 'read' ? TABLE_READ : TABLE_READWRITE]);
  expectObjectGrants(found, definition);
  expect(found.invokes.sort()).toEqual([...(definition.invokes ?? [])].sort());
  // Every API function reads the origin secret: it refuses requests that did not come through CloudFront.
  const expectedSecrets = [
    'origin-verify',
    ...(definition.secrets ?? []).flatMap((group) => SECRETS_OF_GROUP[group]!),
  ].sort();
  expect(found.secrets.sort()).toEqual(expectedSecrets);
  expect(found.actions.sort()).toEqual([...(definition.actions ?? [])].sort());
  expect(found.userPool.sort()).toEqual([...(definition.userPool ?? [])].sort());
  expect(managedPoliciesOfFunction(t.template, logicalId)).toEqual([BASIC_EXECUTION]);
}

function describeGrants(label: string, table: RouteTable) {
  describe(`grants from ${label}`, () => {
    const t = synthTestStack({ routeTable: table });
    it.each(Object.entries(table.resources))(
      '%s gets exactly what its resource entry declares',
      (name, definition) => {
        expectGrants(t, t.stack.api.functions[name]!, definition);
      },
    );
    it.each(Object.entries(table.workers ?? {}))(
      'worker %s gets exactly what its entry declares',
      (name, definition) => {
        expectWorkerGrants(t, t.stack.api.workers[name]!, definition);
      },
    );
  });
}

describeGrants('the real route table', realRouteTable);
describeGrants('a table with every access combination', combinationsRouteTable);

describe('grants outside the route table', () => {
  const t = synthTestStack();
  const ids = idsOf(t);

  it('the chat function reads and writes the table and may stream from the configured model only', () => {
    const logicalId = t.stack.getLogicalId(t.stack.chat.fn.node.defaultChild as never);
    const statements = roleStatementsOfFunction(t.template, logicalId);
    const bedrock = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('bedrock:')));
    expect(bedrock).toHaveLength(1);
    expect(actionsOf(bedrock[0]!)).toEqual(['bedrock:InvokeModelWithResponseStream']);
    expect(JSON.stringify(bedrock[0]!.Resource)).toContain('::foundation-model/amazon.nova-lite-v1:0');
    const found = classify(
      statements.filter((s) => !bedrock.includes(s)),
      ids,
    );
    expect(found.table).toEqual([TABLE_READWRITE]);
    expect(found.objects).toEqual({});
    expect(found.secrets).toEqual([]);
  });

  it('the PostConfirmation trigger signs users out of its own pool and writes the table, nothing more', () => {
    const logicalId = t.stack.getLogicalId(t.stack.auth.postConfirmation.node.defaultChild as never);
    const poolId = t.stack.getLogicalId(t.stack.auth.userPool.node.defaultChild as never);
    const statements = roleStatementsOfFunction(t.template, logicalId);
    const cognito = statements.filter((statement) =>
      actionsOf(statement).some((a) => a.startsWith('cognito-idp:')),
    );

    expect(cognito.map(actionsOf)).toEqual([['cognito-idp:AdminUserGlobalSignOut']]);
    expect(cognito[0]!.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
    const found = classify(
      statements.filter((statement) => !cognito.includes(statement)),
      ids,
    );
    expect(found).toEqual({
      xray: true,
      table: [TABLE_READWRITE],
      objects: {},
      list: [],
      secrets: [],
      actions: [],
      invokes: [],
      userPool: [],
    });
  });

  it('the PreSignUp trigger gets its logs and traces, and finds and links accounts of its own pool only', () => {
    const logicalId = t.stack.getLogicalId(t.stack.auth.preSignUp.node.defaultChild as never);
    const poolId = t.stack.getLogicalId(t.stack.auth.userPool.node.defaultChild as never);
    const statements = roleStatementsOfFunction(t.template, logicalId);
    const cognito = statements.filter((statement) =>
      actionsOf(statement).some((a) => a.startsWith('cognito-idp:')),
    );

    expect(cognito.map(actionsOf)).toEqual([
      ['cognito-idp:AdminLinkProviderForUser', 'cognito-idp:ListUsers'],
    ]);
    expect(cognito[0]!.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
    const found = classify(
      statements.filter((statement) => !cognito.includes(statement)),
      ids,
    );
    expect(found).toEqual({
      xray: true,
      table: [],
      objects: {},
      list: [],
      secrets: [],
      actions: [],
      invokes: [],
      userPool: [],
    });
  });
});
