import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { realRouteTable, synthTestStack } from '../testing/test-app';
import { actionsOf, resource, roleStatementsOfFunction } from '../testing/template-queries';

/**
 * The households function (issue 39): mails invitation links to the app (so it knows the app's URL) from
 * the configured sender, and marks an accepting account's address verified: one Cognito action.
 */
describe('the households function', () => {
  const t = synthTestStack({ routeTable: realRouteTable, context: { mailFrom: 'no-reply@example.com' } });
  const logicalId = t.stack.getLogicalId(t.stack.api.functions.households!.node.defaultChild as CfnFunction);
  const statements = roleStatementsOfFunction(t.template, logicalId);
  const variables = () =>
    (resource(t.template, logicalId).Properties?.Environment as { Variables: Record<string, unknown> })
      .Variables;

  it('may update user attributes on the user pool, and nothing else of Cognito', () => {
    const cognito = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')));

    expect(cognito.map(actionsOf)).toEqual([['cognito-idp:AdminUpdateUserAttributes']]);
    expect(JSON.stringify(cognito[0]!.Resource)).toMatch(/UserPool[0-9A-F]+","Arn"/);
  });

  it('sends mail through SES from the configured address, with links to the app', () => {
    const ses = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));

    expect(ses.map(actionsOf)).toEqual([['ses:SendEmail']]);
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    expect(variables()).toMatchObject({ MAIL_SENDER: 'ses', MAIL_FROM: 'no-reply@example.com' });
    expect(variables().APP_URL).toBeDefined();
  });

  it('has no S3 rights', () => {
    expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('s3:'))).toEqual([]);
  });
});
