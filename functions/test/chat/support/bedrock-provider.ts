import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { assistantToolSpecs } from '@reno/domain';
import { createBedrockProvider } from '../../../src/lib/chat/providers/bedrock-provider';

/** The Bedrock provider as the chat builds it, on a client the test stubs with aws-sdk-client-mock. */
export const testBedrockProvider = (modelId = 'us.test.model-v1:0') =>
  createBedrockProvider({
    client: new BedrockRuntimeClient({ region: 'us-east-1' }),
    modelId,
    toolSpecs: async () => assistantToolSpecs(),
  });
