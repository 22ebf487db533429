import type { MemberRole } from '@reno/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContractor } from '../testing/fake-backend/contractor-handlers';
import { makeEstimate } from '../testing/fake-backend/estimate-handlers';
import { danasHousehold, samInDanasHousehold, samUser } from '../testing/households';
import { makeMilestone } from '../testing/fake-backend/milestone-handlers';
import { createFakeApi, makeExpense, makeProject } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

const sam = { userId: samUser.id, name: 'Sam' };
const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
// Sam added the tiles; the grout is from before households (it names nobody: Dana, the owner, made it).
const tiles = makeExpense({ id: 1, projectId: 1, description: 'Tiles', createdBy: sam, updatedBy: sam });
const grout = makeExpense({
  id: 2,
  projectId: 1,
  description: 'Grout',
  createdBy: { userId: 'user-sub-1', name: null },
  updatedBy: { userId: 'user-sub-1', name: null },
});

/** Sam, a member of Dana's household with `role`, on `path`. */
function openAs(role: MemberRole, path: string) {
  samInDanasHousehold();
  const api = createFakeApi({
    user: samUser,
    memberships: [danasHousehold(role)],
    projects: [kitchen],
    expenses: [tiles, grout],
    contractors: [makeContractor({ id: 5, name: 'Alice Carpenter' })],
    estimates: [makeEstimate({ id: 9, projectId: 1, contractorId: 5, title: 'Cabinets' })],
    milestones: [makeMilestone({ id: 4, projectId: 1, title: 'Demolition' })],
  });
  return renderApp({ path, api });
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe("a viewer's screens show no add, edit or delete action", () => {
  it.each([
    ['/dashboard', 'Kitchen Remodel', ['Add Expense']],
    ['/expenses', 'Expenses', ['Add Expense', 'Import Statement', 'Edit Tiles', 'Delete Tiles']],
    ['/estimates', 'Estimates', ['Add Estimate', 'Edit Cabinets', 'Delete Cabinets']],
    ['/contractors', 'Contractors', ['Add Contractor', 'Edit Alice Carpenter', 'Delete Alice Carpenter']],
    ['/timeline', 'Project Timeline', ['Add Milestone', 'Complete Demolition', 'Edit Demolition']],
    ['/projects', 'Projects', ['New Project', 'Edit Kitchen Remodel', 'Delete Kitchen Remodel']],
  ])('%s', async (path, heading, hidden) => {
    openAs('viewer', path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    // What shows once the records are in: the edit buttons would stand beside them.
    if (path === '/expenses') await screen.findByText('Tiles');
    if (path === '/estimates') await screen.findByText('Cabinets');
    if (path === '/contractors') await screen.findByText('Alice Carpenter');
    if (path === '/timeline') await screen.findByText('Demolition');
    for (const name of hidden) expect(button(name)).not.toBeInTheDocument();
  });

  it('reads the budget plan without its editor', async () => {
    openAs('viewer', '/budget');
    expect(await screen.findByText(/^Unallocated:/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Budget plan' })).not.toBeInTheDocument();
  });

  it("opens an expense's and an estimate's details without Edit or Delete", async () => {
    const { user } = openAs('viewer', '/expenses');
    await user.click(await screen.findByRole('button', { name: 'Tiles' }));
    const details = await screen.findByRole('dialog', { name: 'Expense Details' });
    expect(within(details).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('link', { name: 'Estimates' }));
    await user.click(await screen.findByText('Cabinets'));
    const estimate = await screen.findByRole('dialog', { name: /Cabinets/ });
    expect(await within(estimate).findByText('No change orders yet')).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Add Change Order']) {
      expect(within(estimate).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe("an editor's screens", () => {
  it('offer every record action, but no billing', async () => {
    const { user } = openAs('editor', '/expenses');
    expect(await screen.findByRole('button', { name: 'Edit Tiles' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Expense' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Sam' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Billing & Subscription' })).not.toBeInTheDocument();
  });
});

describe('who added a record', () => {
  it('names its author on its row and in its details; a record from before households names the owner', async () => {
    const { user } = openAs('editor', '/expenses');
    const table = await screen.findByRole('table', { name: 'Expenses' });
    const rows = within(table).getAllByRole('row');
    const tilesRow = rows.find((row) => row.textContent?.includes('Tiles'));
    const groutRow = rows.find((row) => row.textContent?.includes('Grout'));
    expect(tilesRow).toHaveTextContent('Added by Sam · Mar 10, 2025');
    expect(groutRow).toHaveTextContent('Added by Dana · Mar 10, 2025');

    await user.click(within(tilesRow!).getByRole('button', { name: 'Tiles' }));
    const details = await screen.findByRole('dialog', { name: 'Expense Details' });
    expect(details).toHaveTextContent('Added by Sam · Mar 10, 2025');
    expect(details).not.toHaveTextContent('Changed by');
  });

  it('says who changed it last in its details, once someone has', async () => {
    const { user, api } = openAs('editor', '/expenses');
    Object.assign(api.db.expenses[0]!, {
      version: 2,
      updatedBy: { userId: 'user-sub-1', name: 'Dana' },
      updatedAt: '2025-04-02T09:00:00.000Z',
    });
    await user.click(await screen.findByRole('button', { name: 'Tiles' }));
    const details = await screen.findByRole('dialog', { name: 'Expense Details' });
    expect(details).toHaveTextContent('Changed by Dana · Apr 2, 2025');
  });
});
