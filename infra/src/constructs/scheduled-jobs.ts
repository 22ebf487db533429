import { Aws, Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { ScheduledJobDefinition } from '@reno/functions/routes';
import { pascalCase } from '../function-catalog';
import { grantMail, grantTable } from './grants';
import { createNodeFunction, type FunctionSources } from './node-function';

export interface ScheduledJobsProps {
  jobs: Readonly<Record<string, ScheduledJobDefinition>>;
  sources: FunctionSources;
  table: ITable;
  mailFrom: string | undefined;
}

/**
 * The route table's scheduled jobs (the reminder sweep): each a function that no route reaches, invoked by
 * an EventBridge Scheduler schedule through a role of its own that may invoke that function and nothing
 * else. The function gets the table grant and the mail grant its entry declares.
 */
export class ScheduledJobs extends Construct {
  readonly functions: Record<string, LambdaFunction> = {};
  private readonly mailing: LambdaFunction[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const [name, job] of Object.entries(props.jobs))
      this.functions[name] = this.createJob(name, job, props);
  }

  /** The e-mails' links point at the app. */
  useAppUrl(appUrl: string): void {
    for (const fn of this.mailing) fn.addEnvironment('APP_URL', appUrl);
  }

  private createJob(name: string, job: ScheduledJobDefinition, props: ScheduledJobsProps): LambdaFunction {
    const id = pascalCase(name);
    const fn = createNodeFunction(this, `${id}Function`, {
      sources: props.sources,
      entry: job.entry,
      description: `Scheduled job '${name}'`,
      serviceName: `reno-${name}`,
      timeout: Duration.seconds(job.timeoutSeconds),
      environment: { TABLE_NAME: props.table.tableName },
    });
    grantTable(fn, props.table, job.table);
    if (job.mail) {
      grantMail(fn, name, props.mailFrom);
      this.mailing.push(fn);
    }
    NagSuppressions.addResourceSuppressions(
      fn,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Grants generated from the route table: the table’s own indexes (index/*) only.',
          appliesTo: [{ regex: '/^Resource::<.*Table[0-9A-F]+\\.Arn>/index/\\*$/' }],
        },
      ],
      true,
    );

    // The scheduler's own role: invoke this one function, assumed only by this account's schedules.
    const role = new Role(this, `${id}ScheduleRole`, {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
      description: `EventBridge Scheduler: invokes the '${name}' function`,
    });
    role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
    );
    new CfnSchedule(this, `${id}Schedule`, {
      description: `Runs the '${name}' function`,
      scheduleExpression: job.scheduleExpression,
      scheduleExpressionTimezone: 'UTC',
      flexibleTimeWindow: { mode: 'OFF' },
      target: { arn: fn.functionArn, roleArn: role.roleArn, retryPolicy: { maximumRetryAttempts: 2 } },
    });
    return fn;
  }
}
