import { describe, expect, it, vi } from 'vitest';
import { inBackground } from '../../../lib/background-work';
import { takeOverWhenQuiet } from './register-service-worker';

/** A chunk download under way: `arrive` ends it. */
function chunkLoading() {
  let arrive!: () => void;
  const loading = inBackground(new Promise<void>((resolve) => (arrive = resolve)));
  return { loading, arrive };
}

describe("the update prompt's Reload", () => {
  it('lets the new worker take over only once the chunks the page is loading, and those they load, have arrived', async () => {
    // The pointer reaching 'Reload' started a dialog's download, whose module then asks for another.
    const dialog = chunkLoading();
    const dependency = chunkLoading();
    void dialog.loading.then(() => dependency.loading);
    const skipWaiting = vi.fn();

    const takingOver = takeOverWhenQuiet(skipWaiting);
    dialog.arrive();
    await dialog.loading;
    await Promise.resolve();
    // The old worker stopping now would be started again by the dependency's request.
    expect(skipWaiting).not.toHaveBeenCalled();

    dependency.arrive();
    await takingOver;
    expect(skipWaiting).toHaveBeenCalledOnce();
  });
});
