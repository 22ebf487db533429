import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WORDS } from '../lib/connection/offline-error';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** A screen whose code does not download, as an uncached chunk offline. */
const unreachableScreen = () =>
  lazyWithPreload(
    () =>
      Promise.reject<{ Screen: () => null }>(new TypeError('Failed to fetch dynamically imported module')),
    'Screen',
  );

function renderShellWith(Screen: ComponentType<object>) {
  return render(
    <>
      <nav aria-label="Main">Sidebar</nav>
      <ScreenErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>
    </>,
  );
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => {
    act(() => onlineManager.setOnline(true));
    vi.restoreAllMocks();
  });

  it('says in its place that a screen whose code did not load could not be opened, offline words when offline, the sidebar kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => onlineManager.setOnline(false));
    const Screen = unreachableScreen();
    renderShellWith(Screen);

    expect(await screen.findByText('This screen could not be opened')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_WORDS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Sidebar');
  });

  it('says something went wrong when online, and draws a screen that loads as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShellWith(unreachableScreen());
    expect(await screen.findByText('Something went wrong while loading it.')).toBeInTheDocument();

    const Working = lazyWithPreload(() => Promise.resolve({ Screen: () => <h1>Budget</h1> }), 'Screen');
    renderShellWith(Working);
    expect(await screen.findByRole('heading', { name: 'Budget' })).toBeInTheDocument();
  });
});
