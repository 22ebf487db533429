import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

describe("the household screen's calendar feed", () => {
  it('makes a link and shows its address once, with Copy; a new link replaces it', async () => {
    const { user, api } = renderApp({
      path: '/household',
      db: { projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })] },
    });
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(card).findByText('No calendar link yet.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Make a link' }));
    const address = await within(card).findByRole('textbox', { name: 'Calendar address' });
    expect((address as HTMLInputElement).value).toMatch(/\/api\/calendar\/[\w-]{43}$/);
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe((address as HTMLInputElement).value);

    const first = (address as HTMLInputElement).value;
    await user.click(within(card).getByRole('button', { name: 'Make a new link' }));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    // The new answer renders deferred (QueryState), a moment after the request.
    await waitFor(() =>
      expect(
        (within(card).getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement).value,
      ).not.toBe(first),
    );
  });
});
