import { describe, expect, it } from 'vitest';
import { ADMIN_LOCK_OUT_LOG, ADMIN_LOCK_OUT_METRIC } from '@reno/functions/lib/admin/lock-out-signal';
import { combinationsRouteTable } from '../testing/route-tables';
import { synthTestStack, type TestStack } from '../testing/test-app';
import { referencedIds, resource, resourcesOfType } from '../testing/template-queries';

function alarmsOn(t: TestStack, metricName: string, namespace: string) {
  return resourcesOfType(t.template, 'AWS::CloudWatch::Alarm')
    .map(([, alarm]) => alarm.Properties!)
    .filter((alarm) => alarm.MetricName === metricName && alarm.Namespace === namespace);
}

describe.each([
  ['the real route table', undefined],
  ['a table with every access combination', combinationsRouteTable],
])('alarms for %s', (_label, routeTable) => {
  const t = synthTestStack(routeTable ? { routeTable } : {});
  const functions = [
    ...Object.values(t.stack.api.functions),
    ...Object.values(t.stack.scheduledJobs.functions),
    t.stack.chat.fn,
    t.stack.auth.preSignUp,
    t.stack.auth.postConfirmation,
  ];
  const functionIds = functions.map((fn) => t.stack.getLogicalId(fn.node.defaultChild as never)).sort();
  const topicId = t.stack.getLogicalId(t.stack.monitoring.topic.node.defaultChild as never);

  it.each(['Errors', 'Throttles'])('every Lambda has a %s alarm', (metric) => {
    const alarms = alarmsOn(t, metric, 'AWS/Lambda');
    const watched = alarms.map((alarm) => [...referencedIds(alarm.Dimensions)][0]).sort();
    expect(watched).toEqual(functionIds);
    for (const alarm of alarms) {
      expect(alarm).toMatchObject({
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('the HTTP API has a 5xx alarm', () => {
    const [alarm, ...others] = alarmsOn(t, '5xx', 'AWS/ApiGateway');
    expect(others).toHaveLength(0);
    expect([...referencedIds(alarm!.Dimensions)]).toEqual([
      t.stack.getLogicalId(t.stack.api.httpApi.node.defaultChild as never),
    ]);
    expect(alarm).toMatchObject({ Statistic: 'Sum', Threshold: 5, Period: 300 });
    expect(alarm!.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it("counts admin lock-outs from the admin function's log line and alarms on any", () => {
    const adminFn = t.stack.api.functions.admin;
    if (!adminFn) return expect(routeTable).toBeDefined();
    const [filter, ...more] = resourcesOfType(t.template, 'AWS::Logs::MetricFilter').map(
      ([, r]) => r.Properties!,
    );
    expect(more).toHaveLength(0);
    expect(filter!.FilterPattern).toBe(`{ $.message = "${ADMIN_LOCK_OUT_LOG}" }`);
    const adminId = t.stack.getLogicalId(adminFn.node.defaultChild as never);
    const adminLogs = resource(t.template, adminId).Properties?.LoggingConfig;
    expect([...referencedIds(filter!.LogGroupName)]).toEqual([...referencedIds(adminLogs)]);
    const [alarm] = alarmsOn(t, ADMIN_LOCK_OUT_METRIC.name, ADMIN_LOCK_OUT_METRIC.namespace);
    expect(alarm).toMatchObject({
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(alarm!.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('has a dashboard', () => {
    expect(resourcesOfType(t.template, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });
});

describe('alarm notifications', () => {
  it('subscribe the configured e-mail address to the alarm topic', () => {
    const t = synthTestStack({ context: { alarmEmail: 'ops@example.com' } });
    t.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });

  it('have no subscription when no address is set', () => {
    expect(resourcesOfType(synthTestStack().template, 'AWS::SNS::Subscription')).toHaveLength(0);
  });
});
