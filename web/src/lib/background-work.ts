/**
 * Work the app starts and nobody awaits: the chunks and tasks loaded after the first render (the outbox's
 * sync, lazy screens and dialogs), a sign-out's clean-up. Each is noted here while it runs, so that a test
 * can wait for all of it once the app is unmounted: nothing the app began may outlive the test that
 * rendered it (testing/setup.ts). In the browser this is a set that empties itself.
 */
const running = new Set<Promise<unknown>>();

/** Notes `work` until it settles and hands it back unchanged. */
export function inBackground<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const forget = () => running.delete(work);
  work.then(forget, forget);
  return work;
}

/** Resolves once no noted work is running, including work started by work that was running. */
export async function backgroundWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
