import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listEntries } from '../../../entities/outbox/api/outbox-store';
import { queueExpense } from '../../../entities/outbox/api/queue-expense';
import { formExpense } from '../../../entities/outbox/testing/form-expense';
import { createFakeApi, makeProject, testUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { markStartChecked } from '../../../lib/connection/connection-watch';

describe('syncing the outbox in the app', () => {
  it('sends what waits once online, then refetches the expenses once per pass, not once per change', async () => {
    for (const description of ['Tile', 'Grout', 'Sealant']) {
      await queueExpense(testUser.id, formExpense(description));
    }
    const api = createFakeApi({ projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })] });
    renderApp({ path: '/expenses', api });
    expect(await screen.findByText('No expenses yet')).toBeInTheDocument();
    // The first pass waits for the start's connection check (main.tsx's startOfflineSupport): it finds
    // the server now, the screen's list loaded.
    markStartChecked();

    await waitFor(async () => expect(await listEntries(testUser.id)).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Waiting to sync' })).toBeNull());
    for (const description of ['Tile', 'Grout', 'Sealant']) {
      expect(await screen.findByText(description)).toBeInTheDocument();
    }
    expect(api.db.expenses).toHaveLength(3);
    // The screen's list loaded once, then once again after the pass (each removed entry changed the
    // outbox, which asks for a pass: those coalesce into one more pass, which sends nothing).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.requestsTo('GET /api/expenses')).toHaveLength(2);
  });
});
