import { describe, expect, it } from 'vitest';
import { ChatConfigError } from '../../src/lib/chat/chat-config-error';
import { providerKindFromEnv } from '../../src/lib/chat/provider-kind';

describe('providerKindFromEnv', () => {
  it.each([
    [{ CHAT_PROVIDER: 'offline' }, 'offline'],
    [{ CHAT_PROVIDER: 'bedrock' }, 'bedrock'],
    [{ CHAT_PROVIDER: ' Bedrock ' }, 'bedrock'],
    [{ CHAT_PROVIDER: 'offline', AWS_LAMBDA_FUNCTION_NAME: 'chat' }, 'offline'],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'chat' }, 'bedrock'],
    [{}, 'offline'],
  ])('%j → %s', (env, kind) => {
    expect(providerKindFromEnv(env)).toBe(kind);
  });

  it('rejects an unknown provider rather than guessing', () => {
    expect(() => providerKindFromEnv({ CHAT_PROVIDER: 'openai' })).toThrow(ChatConfigError);
  });
});
