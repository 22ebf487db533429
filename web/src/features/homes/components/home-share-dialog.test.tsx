import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, makeHome, makeProject, TEST_ID_TOKEN } from '../../../testing/fake-api';
import { makeRoom } from '../../../testing/fake-backend/room-handlers';
import { renderApp } from '../../../testing/render-app';

const cabin = makeHome({ id: 1, name: 'Lake cabin' });

describe("a home packet's share links", () => {
  it('are made by the owner (the address shown once), listed with their end and visits, and revoked', async () => {
    const { api, user } = renderApp({
      path: '/homes',
      db: { homes: [cabin], projects: [makeProject({ id: 1, name: 'Porch' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Share Lake cabin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the home packet' });
    expect(await within(dialog).findByText('No share links.')).toBeInTheDocument();
    const days = within(dialog).getByRole('spinbutton', { name: 'Days until it ends' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show amounts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make a share link' }));

    const address = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect((address as HTMLInputElement).value).toMatch(/\/shared\/home\/\w{43}$/);
    expect(api.requestsTo('POST /api/homes/1/share-links')[0]!.body).toEqual({ days: 30, showAmounts: true });
    // The list's new answer renders deferred (QueryState), a moment after the request.
    const links = await within(dialog).findByRole('list', { name: 'Share links' });
    expect(await within(links).findByText(/Ends .* · amounts shown · 0 visits$/)).toBeInTheDocument();

    await user.click(within(links).getByRole('button', { name: /^Revoke the link made / }));
    expect(await within(dialog).findByText('No share links.')).toBeInTheDocument();
  });

  it('open a read-only page signed out, amounts hidden, not to be indexed', async () => {
    const api = createFakeApi({ homes: [cabin], rooms: [makeRoom({ id: 1, homeId: 1, name: 'Kitchen' })] });
    const { path } = await makeLink(api);
    renderApp({ path, api, signedIn: false });

    expect(await screen.findByRole('heading', { name: 'Lake cabin', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Amounts are not shown\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kitchen', level: 3 })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('say in words that a revoked link is gone', async () => {
    const api = createFakeApi({ homes: [cabin] });
    const { path, id } = await makeLink(api);
    await send(api, 'DELETE', `/api/homes/1/share-links/${id}`);
    renderApp({ path, api, signedIn: false });

    expect(await screen.findByText('This share link has expired or was revoked')).toBeInTheDocument();
  });
});

type FakeApi = ReturnType<typeof createFakeApi>;

/** A request to the fake as the signed-in owner's browser sends it. */
async function send(api: FakeApi, method: string, path: string, body?: unknown) {
  const response = await api.fetch(`${location.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_ID_TOKEN}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { id: string; url: string };
}

/** A share link of the cabin, amounts hidden: its page's path and the link's id. */
async function makeLink(api: FakeApi) {
  const made = await send(api, 'POST', '/api/homes/1/share-links', { days: 14, showAmounts: false });
  return { path: new URL(made.url).pathname, id: made.id };
}
