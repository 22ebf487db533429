import { describe, expect, it } from 'vitest';
import { roomInputSchema } from './room';

const parse = (body: unknown) => roomInputSchema.safeParse(body);
const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('roomInputSchema', () => {
  it('keeps a room with its home, the name trimmed and the id read from a string', () => {
    expect(parse({ homeId: '2', name: ' Bathroom 2 ' }).data).toEqual({ homeId: 2, name: 'Bathroom 2' });
  });

  it("refuses a room without a name or a home, in the product's words", () => {
    expect(messages({})).toEqual(['Home must be a home id', 'Name is required']);
    expect(messages({ homeId: 0, name: '   ' })).toEqual(['Home must be a home id', 'Name is required']);
    expect(messages({ homeId: 1, name: 'x'.repeat(256) })).toHaveLength(1);
  });
});
