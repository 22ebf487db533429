import { queryOptions } from '@tanstack/react-query';
import { fetchChatMessages } from './chat-client';
import type { ChatEndpoint } from './chat-endpoint';

// SPEC §7: a query's first key is its GET path.
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
