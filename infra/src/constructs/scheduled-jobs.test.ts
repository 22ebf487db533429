import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { realRouteTable, synthTestStack } from '../testing/test-app';
import {
  actionsOf,
  referencedIds,
  resource,
  resourcesOfType,
  roleStatementsOfFunction,
  singleOfType,
  type PolicyStatement,
} from '../testing/template-queries';

/**
 * The reminder sweep (issue 41): EventBridge Scheduler invokes it once a day through a role of its own that
 * may invoke that function only; the function reads and writes the table and mails through SES from the
 * configured sender, with links to the app, and nothing more.
 */
describe('the reminder sweep schedule', () => {
  const t = synthTestStack({ routeTable: realRouteTable, context: { mailFrom: 'no-reply@example.com' } });
  const fn = t.stack.scheduledJobs.functions['reminder-sweep']!;
  const fnId = t.stack.getLogicalId(fn.node.defaultChild as CfnFunction);
  const schedule = singleOfType(t.template, 'AWS::Scheduler::Schedule') as {
    ScheduleExpression: string;
    Target: { Arn: unknown; RoleArn: unknown };
  };

  it('runs the sweep function once a day', () => {
    expect(schedule.ScheduleExpression).toBe('cron(0 13 * * ? *)');
    expect([...referencedIds(schedule.Target.Arn)]).toEqual([fnId]);
  });

  it('invokes through a role of its own that may invoke that function and nothing else', () => {
    const [roleId] = [...referencedIds(schedule.Target.RoleArn)];
    const role = resource(t.template, roleId!);
    expect(JSON.stringify(role.Properties?.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    expect(JSON.stringify(role.Properties?.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
    const statements = resourcesOfType(t.template, 'AWS::IAM::Policy')
      .filter(([, policy]) => referencedIds(policy.Properties?.Roles).has(roleId!))
      .flatMap(
        ([, policy]) => (policy.Properties?.PolicyDocument as { Statement: PolicyStatement[] }).Statement,
      );
    expect(statements.map(actionsOf)).toEqual([['lambda:InvokeFunction']]);
    expect([...referencedIds(statements[0]!.Resource)]).toEqual([fnId]);
  });

  it('gives the function the table, SES from the sender address and the app URL, and no S3 or Cognito', () => {
    const statements = roleStatementsOfFunction(t.template, fnId);
    const actions = statements.flatMap(actionsOf);
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual(['ses:SendEmail']);
    const ses = statements.find((s) => actionsOf(s).includes('ses:SendEmail'))!;
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('cognito-idp:'))).toEqual([]);
    expect(actions).toContain('dynamodb:PutItem');
    const variables = (
      resource(t.template, fnId).Properties?.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(variables).toMatchObject({ MAIL_SENDER: 'ses', MAIL_FROM: 'no-reply@example.com' });
    expect(variables.APP_URL).toBeDefined();
    expect(variables.TABLE_NAME).toBeDefined();
  });

  it('passes cdk-nag', () => {
    expect(t.nagErrors()).toEqual([]);
  });
});
