import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
