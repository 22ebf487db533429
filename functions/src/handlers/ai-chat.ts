/// <reference types="aws-lambda" />
import { createChatHandler } from '../lib/chat/chat-handler';
import { chatDependenciesFromEnv } from '../lib/chat/chat-dependencies-from-env';
import { data } from '../lib/data-context';

/**
 * The chat stream: a RESPONSE_STREAM Lambda function URL (no authorizer; the handler verifies the
 * token) serving GET and POST /api/ai-chat. `awslambda` is the Lambda runtime's global; the local stack
 * installs a shim of it before importing this module.
 */
export const handler = awslambda.streamifyResponse(createChatHandler(chatDependenciesFromEnv(() => data)));
