import { describe, expect, it } from 'vitest';
import { aiMessageInputSchema } from './chat';
import { issuesWith } from '../../test/schema-cases';

const issuesOf = issuesWith(aiMessageInputSchema);

describe('aiMessageInputSchema', () => {
  it('trims the content and takes an optional project', () => {
    expect(aiMessageInputSchema.parse({ content: '  How much left?  ', projectId: '3' })).toEqual({
      content: 'How much left?',
      projectId: 3,
    });
    expect(aiMessageInputSchema.parse({ content: 'Hi' }).projectId).toBeNull();
  });

  it.each(['', '   ', undefined, 12])("refuses the content %j with 'Content is required'", (content) => {
    expect(issuesOf({ content })).toEqual([{ path: ['content'], message: 'Content is required' }]);
  });

  it('refuses overlong content and a role set by the client is ignored', () => {
    expect(aiMessageInputSchema.safeParse({ content: 'x'.repeat(4001) }).success).toBe(false);
    expect(aiMessageInputSchema.parse({ content: 'x'.repeat(4000), role: 'assistant' })).not.toHaveProperty(
      'role',
    );
  });
});
