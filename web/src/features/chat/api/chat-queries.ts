import { queryOptions } from '@tanstack/react-query';
import { fetchChatMessages } from './chat-client';
import type { ChatEndpoint } from './chat-endpoint';

// A query's first key is its GET path (docs/product.md#client-data-loading).
export const chatKeys = {
  messages: ['/api/ai-chat'] as const,
};

export const chatQueries = {
  messages: (endpoint: ChatEndpoint) =>
    queryOptions({
      queryKey: chatKeys.messages,
      queryFn: ({ signal }) => fetchChatMessages(endpoint, signal),
    }),
};
