import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorToast } from './error-toast';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastInput } from './use-toast';

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      notify
    </button>
  );
}

async function show(input: ToastInput) {
  render(
    <ToastProvider>
      <Trigger input={input} />
    </ToastProvider>,
  );
  act(() => screen.getByRole('button', { name: 'notify' }).click());
  // The toast viewport is a lazy chunk: let it load.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows title and description at the bottom-left, and disappears after 5000 ms by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await show({ title: 'Saved', description: 'All good' });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('All good');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveStyle({ position: 'fixed', left: '16px', bottom: '16px' });

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a toast for its own duration, and shows destructive ones as alerts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await show({ title: 'Upgrade Required', variant: 'destructive', duration: 3000 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrade Required');
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers a failure's retry, which closes the toast and tries again", async () => {
    const retry = vi.fn();
    await show(
      errorToast('Failed to delete estimate', ApiError.fromResponse(503, '', '<html>down</html>'), retry),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to delete estimate');
    expect(toast).toHaveTextContent('The server is not answering right now');
    expect(toast).not.toHaveTextContent('<html>');
    act(() => within(toast).getByRole('button', { name: 'Retry' }).click());
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a toast that offers Retry until it is used or closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await show(errorToast('Failed to delete estimate', ApiError.fromResponse(503, '', ''), vi.fn()));
    const toast = await screen.findByRole('alert');
    act(() => vi.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();
    act(() => within(toast).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no retry when trying again would not help', async () => {
    await show(errorToast('Failed to delete estimate', ApiError.fromResponse(404, '', ''), vi.fn()));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('We could not find this');
    expect(within(toast).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
