import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  composeErrorMessage,
  isUpgradeRequiredMessage,
  issuesFromZod,
  parseErrorMessage,
  readErrorBody,
  type ApiIssue,
} from './errors';

describe('issuesFromZod', () => {
  it('keeps each issue path and message', () => {
    // Prepare
    const schema = z.object({
      items: z.array(z.object({ name: z.string({ error: 'Name is required' }) })),
    });
    const result = schema.safeParse({ items: [{ name: 'ok' }, {}] });
    // Act
    const issues = issuesFromZod(result.error?.issues ?? []);
    // Assess
    expect(issues).toEqual([{ path: ['items', 1, 'name'], message: 'Name is required' }]);
  });

  it('writes symbol keys as text and reads standard-schema path segments', () => {
    expect(
      issuesFromZod([
        { path: [Symbol('key')], message: 'a' },
        { path: [{ key: 'field' }, { key: 0 }], message: 'b' },
        { message: 'c' },
      ]),
    ).toEqual([
      { path: ['Symbol(key)'], message: 'a' },
      { path: ['field', 0], message: 'b' },
      { path: [], message: 'c' },
    ]);
  });
});

describe('composeErrorMessage', () => {
  it('uses the error field of a JSON body', () => {
    expect(
      composeErrorMessage(403, 'Forbidden', JSON.stringify({ error: 'Not yours', upgradeRequired: false })),
    ).toBe('Not yours');
  });

  it('adds a bar and the details as JSON when details are present', () => {
    // Prepare
    const details = [{ path: ['cashPercentage'], message: 'Cash and taxed percentages must add up to 100%' }];
    // Act
    const message = composeErrorMessage(
      400,
      'Bad Request',
      JSON.stringify({ error: 'Validation failed', details }),
    );
    // Assess
    expect(message).toBe(`Validation failed|${JSON.stringify(details)}`);
  });

  it('adds even an empty details list, and ignores a null one', () => {
    expect(composeErrorMessage(400, 'Bad Request', '{"error":"x","details":[]}')).toBe('x|[]');
    expect(composeErrorMessage(400, 'Bad Request', '{"error":"x","details":null}')).toBe('x');
  });

  it('falls back to status and body text for a body that is not JSON', () => {
    expect(composeErrorMessage(502, 'Bad Gateway', '<html>upstream down</html>')).toBe(
      '502: <html>upstream down</html>',
    );
  });

  it('uses the status text when the body is empty', () => {
    expect(composeErrorMessage(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
  });

  it.each([
    ['JSON without an error field', '{"message":"nope"}'],
    ['JSON whose error is not text', '{"error":{"code":1}}'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"oops"'],
    ['JSON null', 'null'],
  ])('falls back to status and body text for %s', (_, body) => {
    expect(composeErrorMessage(418, "I'm a teapot", body)).toBe(`418: ${body}`);
  });
});

describe('parseErrorMessage', () => {
  it('reads the summary and one error per field', () => {
    // Prepare
    const message = composeErrorMessage(
      400,
      'Bad Request',
      JSON.stringify({
        error: 'Validation failed',
        details: [
          { path: ['amount'], message: 'Amount must be greater than 0' },
          { path: ['amount'], message: 'second message for the same field' },
          { path: ['items', 0, 'name'], message: 'Name is required' },
          { path: [], message: 'Something about the whole form' },
        ],
      }),
    );
    // Act
    const parsed = parseErrorMessage(message);
    // Assess
    expect(parsed).toEqual({
      summary: 'Validation failed',
      fieldErrors: {
        amount: 'Amount must be greater than 0',
        'items.0.name': 'Name is required',
        root: 'Something about the whole form',
      },
    });
  });

  it('gives an empty summary when the text before the bar is empty', () => {
    expect(parseErrorMessage('|[{"path":["date"],"message":"Date is required"}]')).toEqual({
      summary: '',
      fieldErrors: { date: 'Date is required' },
    });
  });

  it("keeps a field named '__proto__' as an ordinary field", () => {
    // Act
    const parsed = parseErrorMessage('x|[{"path":["__proto__"],"message":"m"}]');
    // Assess
    expect(Object.getOwnPropertyDescriptor(parsed?.fieldErrors, '__proto__')?.value).toBe('m');
    expect(Object.getPrototypeOf(parsed?.fieldErrors)).toBe(Object.prototype);
  });

  it('finds the issue list after a bar that is part of the summary', () => {
    expect(parseErrorMessage('a|b|[{"path":["x"],"message":"m"}]')).toEqual({
      summary: 'a|b',
      fieldErrors: { x: 'm' },
    });
  });

  it.each([
    ['no bar', 'Not yours'],
    ['a status message', '500: Internal Server Error'],
    ['text after the bar', 'left|right'],
    ['a JSON object after the bar', 'x|{"path":["a"],"message":"m"}'],
    ['issues without messages', 'x|[{"path":["a"]}]'],
    ['issues with bad paths', 'x|[{"path":[{"k":1}],"message":"m"}]'],
    ['issues that are not objects', 'x|["a"]'],
    ['an empty string', ''],
  ])('returns null for %s', (_, message) => {
    expect(parseErrorMessage(message)).toBeNull();
  });

  it('reads back what composeErrorMessage wrote, for any issues', () => {
    const issue = fc.record({
      path: fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.nat()), { minLength: 1, maxLength: 3 }),
      message: fc.string(),
    });
    fc.assert(
      fc.property(
        fc.string().filter((summary) => summary.trim() === summary && !summary.includes('|')),
        fc.array(issue, { maxLength: 5 }),
        (summary, details: ApiIssue[]) => {
          // Act
          const parsed = parseErrorMessage(
            composeErrorMessage(400, 'Bad Request', JSON.stringify({ error: summary, details })),
          );
          // Assess: the first message of each field
          const expected = new Map<string, string>();
          for (const { path, message } of details) {
            if (!expected.has(path.join('.'))) expected.set(path.join('.'), message);
          }
          expect(parsed?.summary).toBe(summary);
          expect(parsed?.fieldErrors).toEqual(Object.fromEntries(expected));
        },
      ),
    );
  });
});

describe('isUpgradeRequiredMessage', () => {
  it.each([
    ["You've reached the limit of 5 expenses on the free plan.", true],
    ['Limit: upgradeRequired', true],
    ['Only on the Free Plan', true],
    ['403: {"error":"x","upgradeRequired":true}', true],
    ['Validation failed', false],
    ['', false],
  ])('%j → %s', (message, expected) => {
    expect(isUpgradeRequiredMessage(message)).toBe(expected);
  });
});

describe('readErrorBody', () => {
  it('keeps the error, the issue list and a true upgradeRequired', () => {
    const body = { error: 'Validation failed', details: [{ path: ['name'], message: 'Too short' }] };
    expect(readErrorBody(JSON.stringify(body))).toEqual(body);
    expect(readErrorBody('{"error":"Limit","upgradeRequired":true}')).toEqual({
      error: 'Limit',
      upgradeRequired: true,
    });
  });

  it('drops details that are not issues and a false flag', () => {
    expect(readErrorBody('{"error":"x","details":"oops","upgradeRequired":false}')).toEqual({ error: 'x' });
  });

  it('is null for a body not in the error format', () => {
    expect(readErrorBody('<html>upstream down</html>')).toBeNull();
    expect(readErrorBody('{"message":"x"}')).toBeNull();
    expect(readErrorBody('')).toBeNull();
  });
});
