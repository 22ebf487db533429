import type { ChatMessage } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { sendChatMessage } from '../api/chat-client';
import type { ChatEndpoint } from '../api/chat-endpoint';
import type { ChatError } from '../api/chat-error';
import { chatKeys } from '../api/chat-queries';
import { applyStreamEvent, nextPendingIds, withUserMessage, type PendingIds } from '../api/chat-send-state';

interface SendVariables extends PendingIds {
  content: string;
  projectId: number | null;
}

interface Snapshot {
  previous: ChatMessage[] | undefined;
}

/**
 * Sends one message and streams the reply into the cached history (docs/product.md#assistant-panel). On any
 * failure the history goes back to what it was before the send; on success it is refetched from the server.
 */
export function useSendChatMessage(endpoint: ChatEndpoint, projectId: number | null) {
  const queryClient = useQueryClient();
  const mutation = useMutation<void, ChatError, SendVariables, Snapshot>({
    onMutate: async ({ content, ...ids }) => {
      // A history fetch landing mid-stream would wipe the optimistic messages.
      await queryClient.cancelQueries({ queryKey: chatKeys.messages });
      const previous = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages);
      queryClient.setQueryData<ChatMessage[]>(
        chatKeys.messages,
        withUserMessage(previous ?? [], content, ids),
      );
      return { previous };
    },
    mutationFn: ({ content, projectId: project, placeholderId }) =>
      sendChatMessage(endpoint, { content, projectId: project }, (event) => {
        queryClient.setQueryData<ChatMessage[]>(chatKeys.messages, (list) =>
          applyStreamEvent(list ?? [], event, placeholderId),
        );
      }),
    onError: (_error, _variables, snapshot) => {
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages, snapshot?.previous ?? []);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages }),
  });

  const { mutate } = mutation;
  // Set synchronously, so two quick Enter presses cannot both send before React re-renders.
  const inFlight = useRef(false);

  /** Returns false (and sends nothing) when the text is blank or a send is still running. */
  const send = useCallback(
    (text: string, options: { onSuccess?: () => void; onError?: (error: ChatError) => void } = {}) => {
      const content = text.trim();
      if (!content || inFlight.current) return false;
      inFlight.current = true;
      mutate(
        { content, projectId, ...nextPendingIds() },
        {
          ...options,
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
      return true;
    },
    [mutate, projectId],
  );

  return { send, isPending: mutation.isPending, error: mutation.error };
}
