import type { Template } from 'aws-cdk-lib/assertions';

/** Small read helpers over a synthesized template, shared by the assertion tests. */

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
}

export interface PolicyStatement {
  Action: string | string[];
  Effect: string;
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.toJSON().Resources as Record<string, CfnResource>).filter(
    ([, resource]) => resource.Type === type,
  );
}

/** The properties of the one resource of a type; fails when there is not exactly one. */
export function singleOfType(template: Template, type: string): Record<string, unknown> {
  const found = resourcesOfType(template, type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, got ${found.length}`);
  return found[0]![1].Properties ?? {};
}

/** The WAFv2 web ACLs of one scope: CLOUDFRONT (the distribution's) or REGIONAL (the user pool's). */
export function webAclsOfScope(
  template: Template,
  scope: 'CLOUDFRONT' | 'REGIONAL',
): [string, CfnResource][] {
  return resourcesOfType(template, 'AWS::WAFv2::WebACL').filter(([, acl]) => acl.Properties?.Scope === scope);
}

export function resource(template: Template, logicalId: string): CfnResource {
  const found = (template.toJSON().Resources as Record<string, CfnResource>)[logicalId];
  if (!found) throw new Error(`No resource ${logicalId}`);
  return found;
}

/** Every logical id referenced (Ref or Fn::GetAtt) anywhere inside a value; pseudo parameters left out. */
export function referencedIds(value: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.Ref === 'string' && !record.Ref.startsWith('AWS::')) ids.add(record.Ref);
    const getAtt = record['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') ids.add(getAtt[0]);
    Object.values(record).forEach(visit);
  };
  visit(value);
  return ids;
}

export const actionsOf = (statement: PolicyStatement): string[] =>
  (Array.isArray(statement.Action) ? statement.Action : [statement.Action]).slice().sort();

/** All IAM statements attached (inline policies) to the execution role of a Lambda function. */
export function roleStatementsOfFunction(template: Template, functionLogicalId: string): PolicyStatement[] {
  const fn = resource(template, functionLogicalId);
  const [roleId] = [...referencedIds(fn.Properties?.Role)];
  if (!roleId) throw new Error(`${functionLogicalId} has no role`);
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => referencedIds(policy.Properties?.Roles).has(roleId))
    .flatMap(
      ([, policy]) => (policy.Properties?.PolicyDocument as { Statement: PolicyStatement[] }).Statement,
    );
}

/** Managed policy ARNs of a function's role, rendered as strings for comparison. */
export function managedPoliciesOfFunction(template: Template, functionLogicalId: string): string[] {
  const fn = resource(template, functionLogicalId);
  const [roleId] = [...referencedIds(fn.Properties?.Role)];
  const role = resource(template, roleId!);
  return ((role.Properties?.ManagedPolicyArns as unknown[]) ?? []).map((arn) => JSON.stringify(arn));
}
