import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { realRouteTable, synthTestStack } from '../testing/test-app';
import { actionsOf, resource, roleStatementsOfFunction } from '../testing/template-queries';

/**
 * The password-recovery function: four Cognito admin actions on the app's pool and nothing else of
 * Cognito; SES SendEmail from the configured sender only; told to send through SES.
 */
describe('the auth-recovery function', () => {
  const t = synthTestStack({ routeTable: realRouteTable, context: { mailFrom: 'no-reply@example.com' } });
  const fn = t.stack.api.functions['auth-recovery']!;
  const logicalId = t.stack.getLogicalId(fn.node.defaultChild as CfnFunction);
  const statements = roleStatementsOfFunction(t.template, logicalId);
  const json = (value: unknown) => JSON.stringify(value);
  const variables = () =>
    (resource(t.template, logicalId).Properties?.Environment as { Variables: Record<string, unknown> })
      .Variables;

  it('may get a user, set a password, update attributes and sign the user out everywhere, on the user pool only', () => {
    const cognito = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')));

    expect(cognito.map((s) => actionsOf(s).sort())).toEqual([
      [
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
    ]);
    expect(json(cognito[0]!.Resource)).toMatch(/UserPool[0-9A-F]+","Arn"/);
    expect(variables().USER_POOL_ID).toBeDefined();
  });

  it('may send mail from the configured address only, through SES', () => {
    const ses = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));

    expect(ses.map(actionsOf)).toEqual([['ses:SendEmail']]);
    expect(json(ses[0]!.Resource)).toContain('identity/no-reply@example.com');
    expect(json(ses[0]!.Resource)).toContain('identity/example.com');
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    expect(variables()).toMatchObject({ MAIL_SENDER: 'ses', MAIL_FROM: 'no-reply@example.com' });
  });

  it('has no S3 rights', () => {
    expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('s3:'))).toEqual([]);
  });

  it('warns at synth when no sender address is configured', () => {
    const bare = synthTestStack({ routeTable: realRouteTable });
    const warnings = Annotations.fromStack(bare.stack).findWarning('*', Match.stringLikeRegexp('mailFrom'));

    // One per function that sends mail: this one, the households function (invitations) and the reminder sweep.
    const mailing = [
      ...Object.values(realRouteTable.resources),
      ...Object.values(realRouteTable.scheduledJobs!),
    ];
    expect(warnings).toHaveLength(mailing.filter((r) => r.mail).length);
    expect(warnings.some((warning) => JSON.stringify(warning).includes("'auth-recovery'"))).toBe(true);
    const id = bare.stack.getLogicalId(
      bare.stack.api.functions['auth-recovery']!.node.defaultChild as CfnFunction,
    );
    expect(roleStatementsOfFunction(bare.template, id).flatMap(actionsOf)).not.toContain('ses:SendEmail');
  });
});
