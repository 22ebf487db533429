import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  TextWidget,
  TreatMissingData,
  type IMetric,
  type Metric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { ADMIN_LOCK_OUT_LOG, ADMIN_LOCK_OUT_METRIC } from '@reno/functions/lib/admin/lock-out-signal';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { pascalCase } from '../function-catalog';

export interface MonitoringProps {
  httpApi: IHttpApi;
  /** Every Lambda of the app, by a readable name. */
  functions: Record<string, LambdaFunction>;
  alarmEmail: string | undefined;
  dashboardName: string;
}

const PERIOD = Duration.minutes(5);

/**
 * Alarms on what a user would notice: API 5xx answers, and any Lambda erroring or being throttled; and
 * on what an operator must know: an address locked out of the admin routes (someone guessing).
 * They publish to one SNS topic (an e-mail subscription when alarmEmail is set), and one dashboard
 * shows traffic, errors and latency.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = this.createTopic(props.alarmEmail);
    const api5xx = props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    this.addAlarm('Api5xxAlarm', api5xx, 5, 'The HTTP API answered 5xx at least 5 times in 5 minutes.');
    this.addFunctionAlarms(props.functions);
    if (props.functions.admin) this.addAdminLockOutAlarm(props.functions.admin);
    this.addDashboard(props, api5xx);
  }

  private createTopic(alarmEmail: string | undefined): Topic {
    const topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Home Renovation Tracker alarms',
      enforceSSL: true,
    });
    if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));
    NagSuppressions.addResourceSuppressions(topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry no user data; CloudWatch alarms cannot publish to a topic under the AWS-managed SNS key, and a customer key costs a fixed monthly fee.',
      },
    ]);
    return topic;
  }

  /** An alarm on any datapoint at or above the threshold in one period, published to the topic. */
  private addAlarm(alarmId: string, metric: IMetric, threshold: number, description: string): void {
    const alarm = new Alarm(this, alarmId, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }

  private addFunctionAlarms(functions: Record<string, LambdaFunction>): void {
    for (const [name, fn] of Object.entries(functions)) {
      this.addAlarm(
        `${pascalCase(name)}ErrorsAlarm`,
        fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        1,
        `Lambda '${name}' threw an unhandled error (bad input is answered 4xx, so any error is a bug).`,
      );
      this.addAlarm(
        `${pascalCase(name)}ThrottlesAlarm`,
        fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
        1,
        `Lambda '${name}' was throttled (account concurrency exhausted).`,
      );
    }
  }

  /** The admin function logs each lock-out; a metric filter counts those lines. */
  private addAdminLockOutAlarm(admin: LambdaFunction): void {
    const lockOuts = new MetricFilter(this, 'AdminLockOutFilter', {
      logGroup: admin.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', ADMIN_LOCK_OUT_LOG),
      metricNamespace: ADMIN_LOCK_OUT_METRIC.namespace,
      metricName: ADMIN_LOCK_OUT_METRIC.name,
      metricValue: '1',
    });
    this.addAlarm(
      'AdminLockOutAlarm',
      lockOuts.metric({ period: PERIOD, statistic: 'Sum' }),
      1,
      'An address was locked out of the admin routes after repeated wrong passwords.',
    );
  }

  /** One row for the API (traffic and errors, latency), one for every Lambda (errors, throttles, p99). */
  private addDashboard(props: MonitoringProps, api5xx: Metric): void {
    const { httpApi } = props;
    const functions = Object.entries(props.functions);
    const perFunction = (metric: (fn: LambdaFunction) => Metric) =>
      functions.map(([name, fn]) => metric(fn).with({ label: name, period: PERIOD }));
    new Dashboard(this, 'Dashboard', {
      dashboardName: props.dashboardName,
      widgets: [
        [new TextWidget({ markdown: '# Home Renovation Tracker', width: 24, height: 1 })],
        [
          new GraphWidget({
            title: 'API requests and errors',
            left: [httpApi.metricCount({ period: PERIOD, statistic: 'Sum', label: 'requests' })],
            right: [
              httpApi.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' }),
              api5xx.with({ label: '5xx' }),
            ],
            width: 12,
          }),
          new GraphWidget({
            title: 'API latency (p50, p99)',
            left: [
              httpApi.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }),
              httpApi.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' }),
            ],
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'Lambda errors',
            left: perFunction((fn) => fn.metricErrors({ statistic: 'Sum' })),
            width: 8,
          }),
          new GraphWidget({
            title: 'Lambda throttles',
            left: perFunction((fn) => fn.metricThrottles({ statistic: 'Sum' })),
            width: 8,
          }),
          new GraphWidget({
            title: 'Lambda duration p99',
            left: perFunction((fn) => fn.metricDuration({ statistic: 'p99' })),
            width: 8,
          }),
        ],
      ],
    });
  }
}
