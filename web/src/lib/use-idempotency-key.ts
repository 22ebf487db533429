import { useCallback, useState } from 'react';

/**
 * The Idempotency-Key of the record a form is adding: every save of it, and every retry of a save, carries
 * the same key, so the server makes it once; `renew` starts a new one once it is saved.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
