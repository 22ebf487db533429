import { join } from 'node:path';
import { build } from 'rolldown';

/**
 * The AWS calls a handler can make and the secrets it reads, read off its bundle: Rolldown drops every
 * function the handler cannot reach, so what survives (`new HeadObjectCommand(`, `createPresignedPost(`,
 * the name `STRIPE_SECRET_KEY` …) is what the function may do at run time, not what it merely imports.
 */
export async function awsUseOf(
  functionsRoot: string,
  entry: string,
  secretNames: readonly string[],
): Promise<{ calls: Set<string>; secrets: Set<string> }> {
  const result = await build({
    input: join(functionsRoot, entry),
    platform: 'node',
    // The SDK stays outside: only this project's code is searched for calls.
    external: [/^@aws-sdk\//, /^@smithy\//],
    logLevel: 'silent',
    write: false,
    // No comments: a name in a comment is not a call.
    output: { format: 'es', comments: false },
  });
  const code = result.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
  const calls = new Set<string>();
  // A bundler renames a name that a lazily loaded module's destructuring shadows (`new CopyObjectCommand$1(`).
  for (const match of code.matchAll(/\bnew\s+(\w+Command)(?:\$?\d+)?\s*\(/g)) calls.add(match[1]!);
  for (const match of code.matchAll(/\b(createPresignedPost|getSignedUrl)(?:\$?\d+)?\s*\(/g))
    calls.add(match[1]!);
  // A secret is read by the name of its variable (`<NAME>` locally, `<NAME>_SECRET_ARN` in AWS).
  const secrets = new Set(secretNames.filter((name) => new RegExp(`\\b${name}(_SECRET_ARN)?\\b`).test(code)));
  return { calls, secrets };
}

type Table = 'read' | 'write';
type ObjectAction = 'get' | 'put' | 'delete';

/**
 * What each call needs: table reads or writes, object actions, actions on '*', Cognito admin actions on
 * the pool, sending mail, or nothing the route table governs.
 */
export const CALL_NEEDS: Record<
  string,
  { table?: Table; objects?: ObjectAction[]; actions?: string[]; userPool?: string[]; mail?: boolean }
> = {
  GetCommand: { table: 'read' },
  QueryCommand: { table: 'read' },
  BatchGetCommand: { table: 'read' },
  PutCommand: { table: 'write' },
  UpdateCommand: { table: 'write' },
  DeleteCommand: { table: 'write' },
  TransactWriteCommand: { table: 'write' },
  BatchWriteCommand: { table: 'write' },
  HeadObjectCommand: { objects: ['get'] },
  GetObjectCommand: {},
  getSignedUrl: { objects: ['get'] },
  CopyObjectCommand: { objects: ['get', 'put'] },
  PutObjectCommand: { objects: ['put'] },
  DeleteObjectsCommand: { objects: ['delete'] },
  createPresignedPost: { objects: ['put'] },
  // Textract fetches the S3 object with the caller's rights.
  AnalyzeExpenseCommand: { objects: ['get'], actions: ['textract:AnalyzeExpense'] },
  AdminGetUserCommand: { userPool: ['cognito-idp:AdminGetUser'] },
  AdminSetUserPasswordCommand: { userPool: ['cognito-idp:AdminSetUserPassword'] },
  AdminUserGlobalSignOutCommand: { userPool: ['cognito-idp:AdminUserGlobalSignOut'] },
  AdminUpdateUserAttributesCommand: { userPool: ['cognito-idp:AdminUpdateUserAttributes'] },
  SendEmailCommand: { mail: true },
  // Which secret is read is told by its name (awsUseOf's `secrets`).
  GetSecretValueCommand: {},
  // Which worker is invoked is the route table's `invokes` (checked by the least-privilege test).
  InvokeCommand: {},
};
