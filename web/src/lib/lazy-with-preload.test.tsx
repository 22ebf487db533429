import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function renderInSuspense(Component: React.ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('renders a component preloaded before its first render at once, without the fallback', async () => {
    const Greeting = lazyWithPreload(async () => ({ Greeting: () => <p>Hello</p> }), 'Greeting');
    await Greeting.preload();
    renderInSuspense(Greeting);
    // Synchronously after render: a suspended lazy component would show the fallback here.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until a component not yet loaded arrives', async () => {
    const Greeting = lazyWithPreload(async () => ({ Greeting: () => <p>Hello</p> }), 'Greeting');
    renderInSuspense(Greeting);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
