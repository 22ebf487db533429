import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isUpgradeRequired, validationIssues } from './api-errors';

const refused = (body: object) => ApiError.fromResponse(403, 'Forbidden', JSON.stringify(body));

describe('isUpgradeRequired', () => {
  it("follows the server's flag whatever the wording", () => {
    expect(isUpgradeRequired(refused({ error: 'Not allowed', upgradeRequired: true }))).toBe(true);
    expect(isUpgradeRequired(refused({ error: 'Not allowed' }))).toBe(false);
  });

  it("falls back to SPEC §8's words in the message", () => {
    expect(isUpgradeRequired(new Error("You've reached the limit of 3 contractors"))).toBe(true);
    expect(isUpgradeRequired(new Error('Validation failed'))).toBe(false);
    expect(isUpgradeRequired('reached the limit')).toBe(false);
  });
});

describe('validationIssues', () => {
  it('keys the parsed issues by field', () => {
    const error = ApiError.fromResponse(
      400,
      'Bad Request',
      JSON.stringify({ error: 'Validation failed', details: [{ path: ['amount'], message: 'Too big' }] }),
    );
    expect(validationIssues(error)).toEqual({
      summary: 'Validation failed',
      fieldErrors: { amount: 'Too big' },
    });
  });

  it("reads a plain error's 'text|[issues]' message, and is null without issues", () => {
    expect(validationIssues(new Error('x|[{"path":["name"],"message":"m"}]'))).toEqual({
      summary: 'x',
      fieldErrors: { name: 'm' },
    });
    expect(validationIssues(refused({ error: 'Not yours' }))).toBeNull();
    expect(validationIssues(undefined)).toBeNull();
  });
});
