import { act, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, json, makeExpense, makeProject } from '../../../testing/fake-api';
import { waitForDialogsToClose } from '../../../testing/dialogs';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { EXPORT_POLL_MS } from '../api/export-queries';
import { FAKE_EXPORTS_URL } from '../../../testing/fake-backend/export-handlers';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const bath = makeProject({ id: 2, name: 'Bathroom' });
const expenses = [
  makeExpense({
    id: 10,
    projectId: 1,
    description: 'Cabinets',
    amount: '4850.00',
    imageUrl: 'users/u/r1.jpg',
  }),
  makeExpense({ id: 11, projectId: 1, description: 'Tiles', amount: '320.50', imageUrl: 'users/u/r2.jpg' }),
  makeExpense({ id: 12, projectId: 1, description: 'Paint', amount: '80.00' }),
];
const db = { projects: [kitchen, bath], expenses };

// The export polls every second: the clock (and performance.now(), which stamps each request) is moved on
// rather than waited for.
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openFromDashboard() {
  const app = renderApp({ path: '/dashboard', db });
  await app.user.click(await screen.findByRole('button', { name: 'Export project records' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export project records' });
  return { ...app, dialog };
}

describe("'Export project records'", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('starts the export from the dashboard, shows its progress, and offers the archive when ready', async () => {
    const { api, dialog } = await openFromDashboard();

    const bar = await within(dialog).findByRole('progressbar', { name: 'Export progress' });
    await wait(EXPORT_POLL_MS);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', 'Packing 1 of 2 files');
    expect(within(dialog).getByText('Packing 1 of 2 files')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Building the archive.');

    await wait(EXPORT_POLL_MS);
    const download = await within(dialog).findByRole('link', { name: 'Download' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your archive is ready.');
    expect(download).toHaveFocus();
    expect(download.getAttribute('download')).toMatch(/^Kitchen Remodel records \d{4}-\d{2}-\d{2}\.zip$/);
    expect(download.getAttribute('href')).toMatch(new RegExp(`^${FAKE_EXPORTS_URL}/.+\\.zip$`));
    expect(
      within(dialog).getByText(
        "Holds expenses.csv, estimates.csv, milestones.csv, contractors.csv, payments.csv, summary.pdf, the home's record and cost basis (home/) and 2 receipts, attachments and documents.",
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/projects/1/export')).toHaveLength(1);

    // The link downloads a ZIP holding the project's expenses.
    const archive = unzipSync(
      new Uint8Array(await (await api.fetch(download.getAttribute('href')!)).arrayBuffer()),
    );
    expect(Object.keys(archive)).toContain('expenses.csv');
    expect(strFromU8(archive['expenses.csv']!)).toContain('Cabinets,4850.00');
  });

  it('polls about every second while the export runs and stops once it is ready', async () => {
    const { api, dialog } = await openFromDashboard();
    await wait(EXPORT_POLL_MS * 2);
    await within(dialog).findByRole('link', { name: 'Download' });
    const polls = api.requests.filter(
      (request) => request.method === 'GET' && request.path.startsWith('/api/exports/'),
    );
    expect(polls).toHaveLength(2);
    const post = api.requestsTo('POST /api/projects/1/export')[0]!;
    expect(polls[0]!.at - post.at).toBeGreaterThanOrEqual(EXPORT_POLL_MS - 50);
    expect(polls[1]!.at - polls[0]!.at).toBeGreaterThanOrEqual(EXPORT_POLL_MS - 50);

    await wait(EXPORT_POLL_MS * 2.5);
    expect(api.requests.filter((request) => request.path.startsWith('/api/exports/'))).toHaveLength(2);
  });

  it("'Cancel' deletes the running export and closes, and nothing polls afterwards", async () => {
    const { api, user, dialog } = await openFromDashboard();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await user.click(cancel);

    await waitForDialogsToClose();
    const [job] = api.requestsTo('POST /api/projects/1/export');
    expect(job).toBeDefined();
    const deletes = api.requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.path).toMatch(/^\/api\/exports\/.+/);
    const pollsAtClose = api.requests.filter(
      (request) => request.method === 'GET' && request.path === deletes[0]!.path,
    ).length;
    await wait(EXPORT_POLL_MS * 2.5);
    expect(
      api.requests.filter((request) => request.method === 'GET' && request.path === deletes[0]!.path),
    ).toHaveLength(pollsAtClose);
  });

  it('closing keeps the export going without polling; opening again picks up the same job', async () => {
    const { api, user, dialog } = await openFromDashboard();
    await within(dialog).findByText('Building the archive.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForDialogsToClose();
    const pollsAtClose = api.requests.filter((request) => request.path.startsWith('/api/exports/')).length;
    await wait(EXPORT_POLL_MS * 2.5);
    expect(api.requests.filter((request) => request.path.startsWith('/api/exports/'))).toHaveLength(
      pollsAtClose,
    );
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Export project records' }));
    const reopened = await screen.findByRole('dialog', { name: 'Export project records' });
    await wait(EXPORT_POLL_MS * 2);
    await within(reopened).findByRole('link', { name: 'Download' });
    const posts = api.requestsTo('POST /api/projects/1/export');
    expect(posts).toHaveLength(2);
    const polled = new Set(
      api.requests.filter((request) => request.path.startsWith('/api/exports/')).map((r) => r.path),
    );
    expect(polled.size).toBe(1); // the same job, running on while the dialog was closed
  });

  it("says why a failed export failed and starts a new one with 'Try again'", async () => {
    const { api, user, dialog } = await openFromDashboard();
    const jobPath = await waitFor(() => {
      const poll = api.requests.find((request) => request.path.startsWith('/api/exports/'));
      expect(poll).toBeDefined();
      return poll!.path;
    });
    api.override(`GET ${jobPath}`, () =>
      json(200, {
        id: jobPath.split('/').at(-1),
        projectId: 1,
        status: 'failed',
        filesDone: 0,
        filesTotal: 2,
        fileName: 'Kitchen Remodel records 2026-11-26.zip',
        downloadUrl: null,
        createdAt: '2026-11-26T10:00:00.000Z',
        updatedAt: '2026-11-26T10:00:05.000Z',
        error: 'The archive took too long to build. Please try again.',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The archive took too long to build. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requestsTo('POST /api/projects/1/export')).toHaveLength(2));
    expect(await within(dialog).findByText('Building the archive.')).toBeInTheDocument();
  });

  it('says in words when the export cannot start', async () => {
    const api = createFakeApi(db);
    api.override('POST /api/projects/1/export', () => json(404, { error: 'Project not found' }));
    const { user } = renderApp({ path: '/dashboard', api });
    await user.click(await screen.findByRole('button', { name: 'Export project records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export project records' });
    expect(await within(dialog).findByText('Project not found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is offered on each project card, for that project, and fills a phone screen', async () => {
    const { api, user } = renderApp({ path: '/projects', db, width: MOBILE_WIDTH });
    const card = await screen.findByRole('article', { name: 'Bathroom' });
    await user.click(within(card).getByRole('button', { name: 'Export project records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export project records' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(within(dialog).getByText(/Everything recorded for Bathroom/)).toBeInTheDocument();
    // A project without stored files is ready on the first poll.
    await wait(EXPORT_POLL_MS);
    await within(dialog).findByRole('link', { name: 'Download' });
    expect(
      within(dialog).getByText(/\(home\/\) and no stored receipts, attachments or documents\./),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/projects/2/export')).toHaveLength(1);
  });
});
