import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from './api-client';

/**
 * The mutation that adds a record with a POST to `path`. Every attempt at the same record (the client's
 * retries, a second Save after a failure) carries the same Idempotency-Key, so the server makes it once;
 * once it is made the key is renewed, before `onCreated` runs, so the next record is never taken for a
 * replay of this one. Each create goes through here: no form keeps a key of its own.
 */
export function useCreateMutation<Payload, Created>(path: string, onCreated: (created: Created) => unknown) {
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (payload: Payload) => api.post<Created>(path, payload, { idempotencyKey }),
    onSuccess: (created) => {
      renewKey();
      return onCreated(created);
    },
  });
}

/** One key per record being added: the same across renders until `renew`. */
function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
