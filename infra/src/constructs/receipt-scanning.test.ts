import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { realRouteTable, synthTestStack } from '../testing/test-app';
import { actionsOf, resource, roleStatementsOfFunction } from '../testing/template-queries';

/**
 * The receipt-scanning function: Textract's AnalyzeExpense (which fetches the object with the function's
 * own rights) and reads of receipt objects; nothing else of S3, no other Textract action.
 */
describe('the receipts function', () => {
  const t = synthTestStack({ routeTable: realRouteTable });
  const fn = t.stack.api.functions.receipts!;
  const logicalId = t.stack.getLogicalId(fn.node.defaultChild as CfnFunction);
  const statements = roleStatementsOfFunction(t.template, logicalId);
  const json = (value: unknown) => JSON.stringify(value);

  it('may call textract:AnalyzeExpense and no other Textract action', () => {
    const textract = statements.filter((statement) =>
      actionsOf(statement).some((a) => a.startsWith('textract:')),
    );

    expect(textract.map(actionsOf)).toEqual([['textract:AnalyzeExpense']]);
    expect(textract[0]!.Resource).toBe('*');
  });

  it('reads objects under users/ and pending/users/ only, and writes or deletes none', () => {
    const s3 = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('s3:')));
    const objectStatements = s3.filter((statement) => actionsOf(statement).join() !== 's3:ListBucket');

    expect(objectStatements.map(actionsOf)).toEqual([['s3:GetObject'], ['s3:GetObject']]);
    expect(
      objectStatements
        .map((statement) => json(statement.Resource).match(/"\/((?:pending\/)?users\/)\*"/)?.[1])
        .sort(),
    ).toEqual(['pending/users/', 'users/']);
    expect(s3.flatMap(actionsOf).filter((a) => !['s3:GetObject', 's3:ListBucket'].includes(a))).toEqual([]);
  });

  it('is told to read with Textract, never the offline reader', () => {
    const variables = resource(t.template, logicalId).Properties?.Environment as {
      Variables: Record<string, unknown>;
    };

    expect(variables.Variables.RECEIPT_SCANNER).toBe('textract');
  });
});
