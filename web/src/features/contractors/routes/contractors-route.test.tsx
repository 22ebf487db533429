import { CONTRACTOR_SPECIALTIES, MAX_LIST_LIMIT } from '@reno/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_WORDS } from '../../../lib/connection/offline-error';
import { expectDeleteRefused, waitForDialogsToClose } from '../../../testing/dialogs';
import { createFakeApi, json, makeProject, testUser, type FakeDb } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';
import { retype } from '../../../testing/retype';
import { toastWith } from '../../../testing/toasts';
import { savedBody } from '../../../testing/saved-body';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const alice = makeContractor({
  id: 1,
  name: 'Alice Wiring',
  company: 'Bright Sparks LLC',
  email: 'alice@sparks.test',
  phone: '555-0101',
  specialty: 'Electrician',
  hourlyRate: '75.00',
  notes: 'Prefers mornings',
});
const bob = makeContractor({ id: 2, name: 'Bob Pipes', specialty: 'Plumber' });
const carol = makeContractor({ id: 3, name: 'Carol Tiles' });

function renderContractors(db: Partial<FakeDb> = {}, width?: number) {
  const api = createFakeApi({ projects: [kitchen], ...db });
  return renderApp({ path: '/contractors', api, ...(width ? { width } : {}) });
}

describe('contractors screen', () => {
  it('shows a skeleton of 3 while loading, then the empty state', async () => {
    const api = createFakeApi({ projects: [kitchen] });
    const release = api.hold('GET /api/contractors');
    const { user } = renderApp({ path: '/contractors', api });

    expect(
      within(await screen.findByRole('list', { name: 'Loading contractors' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    release();
    expect(await screen.findByRole('heading', { name: 'No contractors yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading contractors' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Your First Contractor' }));
    expect(await screen.findByRole('dialog', { name: 'Add Contractor' })).toBeInTheDocument();
  });

  it('shows every contractor of a household with more than one page, reading on by cursor', async () => {
    const many = Array.from({ length: MAX_LIST_LIMIT + 5 }, (_, index) =>
      makeContractor({ id: index + 1, name: `Contractor ${index + 1}` }),
    );
    const api = createFakeApi({ projects: [kitchen], contractors: many });
    renderApp({ path: '/contractors', api });

    expect(await screen.findByText(`Contractor ${MAX_LIST_LIMIT + 5}`)).toBeInTheDocument();
    expect(screen.getByText('Contractor 1')).toBeInTheDocument();
    const reads = api.requestsTo('GET /api/contractors');
    expect(reads.map((read) => read.search.has('cursor'))).toEqual([false, true]);
  });

  it('shows each contractor as a card with contact details and the rate per hour, down to 360 px', async () => {
    renderContractors({ contractors: [alice, bob] }, MOBILE_WIDTH);
    const grid = await screen.findByRole('list', { name: 'Contractors' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const aliceCard = within(grid).getByRole('listitem', { name: 'Alice Wiring' });
    expect(within(aliceCard).getByRole('heading', { name: 'Alice Wiring' })).toBeInTheDocument();
    expect(within(aliceCard).getByText('$75.00/hr')).toBeInTheDocument();
    expect(within(aliceCard).getByText('Electrician')).toBeInTheDocument();
    expect(within(aliceCard).getByText('Bright Sparks LLC')).toBeInTheDocument();
    expect(within(aliceCard).getByRole('link', { name: 'alice@sparks.test' })).toHaveAttribute(
      'href',
      'mailto:alice@sparks.test',
    );
    expect(within(aliceCard).getByRole('link', { name: '555-0101' })).toHaveAttribute('href', 'tel:555-0101');
    expect(within(aliceCard).getByText('Prefers mornings')).toBeInTheDocument();

    const bobCard = within(grid).getByRole('listitem', { name: 'Bob Pipes' });
    expect(within(bobCard).queryByText(/\/hr$/)).not.toBeInTheDocument();
  });

  it("opens the Expenses screen filtered to a contractor's expenses from its card", async () => {
    const { user } = renderContractors({ contractors: [alice, bob] });
    const aliceCard = await screen.findByRole('listitem', { name: 'Alice Wiring' });
    await user.click(within(aliceCard).getByRole('link', { name: 'Expenses of Alice Wiring' }));
    expect(
      await screen.findByRole('button', { name: 'Remove filter Contractor: Alice Wiring' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/expenses?contractorId=1');
  });

  it("validates with the product's messages, offers the fixed specialties, and Enter submits", async () => {
    const { user, api } = renderContractors();
    await user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contractor' });

    expect(within(dialog).getByLabelText(/^Name/)).toBeRequired();
    expect(within(dialog).getByText('Name', { selector: 'label' })).toHaveTextContent('Name *');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');

    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Hourly Rate/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contractor' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Hourly rate must be a valid number')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/contractors')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Specialty' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['No specialty', ...CONTRACTOR_SPECIALTIES]);
    await user.click(screen.getByRole('option', { name: 'Tile/Stone' }));

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.clear(within(dialog).getByLabelText(/^Hourly Rate/));
    await user.type(within(dialog).getByLabelText(/^Name/), '  Dan Tiles {Enter}');

    await waitFor(() => expect(api.requestsTo('POST /api/contractors')).toHaveLength(1));
    expect(api.requestsTo('POST /api/contractors')[0]?.body).toEqual({
      name: 'Dan Tiles',
      company: null,
      email: null,
      phone: null,
      specialty: 'Tile/Stone',
      hourlyRate: null,
      notes: null,
    });
    expect(await toastWith('Contractor added successfully')).toBeInTheDocument();
    await waitForDialogsToClose();
    const card = await screen.findByRole('listitem', { name: 'Dan Tiles' });
    expect(within(card).getByText('Tile/Stone')).toBeInTheDocument();
  });

  it('sends the hourly rate as a 2-decimal string and shows it per hour', async () => {
    const { user, api } = renderContractors();
    await user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contractor' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Eve Paint');
    await user.type(within(dialog).getByLabelText(/^Hourly Rate/), '62.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contractor' }));

    const card = await screen.findByRole('listitem', { name: 'Eve Paint' });
    expect(within(card).getByText('$62.50/hr')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/contractors')[0]?.body).toMatchObject({ hourlyRate: '62.50' });
  });

  it('edits a contractor in a prefilled dialog', async () => {
    const { user, api } = renderContractors({ contractors: [alice] });
    await user.click(await screen.findByRole('button', { name: 'Edit Alice Wiring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contractor' });
    expect(within(dialog).getByLabelText(/^Company/)).toHaveValue('Bright Sparks LLC');
    expect(within(dialog).getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('Electrician');
    const rate = within(dialog).getByLabelText(/^Hourly Rate/);
    expect(rate).toHaveValue('75.00');

    await retype(user, rate, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Update Contractor' }));

    expect(await savedBody(api, 'Contractor updated successfully', 'PUT /api/contractors/1')).toMatchObject({
      name: 'Alice Wiring',
      hourlyRate: '90.00',
      specialty: 'Electrician',
    });
    expect(await screen.findByText('$90.00/hr')).toBeInTheDocument();
  });

  it('deletes after confirmation, and says so when the delete fails', async () => {
    const { user, api } = renderContractors({ contractors: [alice, bob] });
    await user.click(await screen.findByRole('button', { name: 'Delete Alice Wiring' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Contractor' });
    expect(confirm).toHaveTextContent('Alice Wiring');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await toastWith('Contractor deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Alice Wiring' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('DELETE /api/contractors/1')).toHaveLength(1);
    await waitForDialogsToClose();

    await expectDeleteRefused(user, api, {
      request: 'DELETE /api/contractors/2',
      record: 'Bob Pipes',
      noun: 'Contractor',
    });
  });
});

describe('contractors screen offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('does not send a delete and says it needs a connection, instead of deleting without end', async () => {
    const { user, api } = renderContractors({ contractors: [alice] });
    await user.click(await screen.findByRole('button', { name: 'Delete Alice Wiring' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Contractor' });
    act(() => onlineManager.setOnline(false));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await toastWith('Not deleted')).toBeInTheDocument();
    expect(await toastWith(OFFLINE_WORDS)).toBeInTheDocument();
    await waitForDialogsToClose();
    expect(api.requestsTo('DELETE /api/contractors/1')).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: 'Alice Wiring' })).toBeInTheDocument();
  });

  it('says it needs a connection when the list was never loaded, instead of a skeleton without end', async () => {
    const { user } = renderApp({ path: '/dashboard', db: { projects: [kitchen], contractors: [alice] } });
    await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });
    act(() => onlineManager.setOnline(false));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Contractors' }));

    expect(await screen.findByText(OFFLINE_WORDS)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading contractors' })).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('listitem', { name: 'Alice Wiring' })).toBeInTheDocument();
  });
});

describe('contractor limit', () => {
  it('opens the limit dialog instead of the form at 3 contractors on Free', async () => {
    const { user, api } = renderContractors({ contractors: [alice, bob, carol] });
    await user.click(await screen.findByRole('button', { name: 'Add Contractor' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contractor Limit Reached' });
    expect(dialog).toHaveTextContent(
      "You've reached the limit of 3 contractors on the free plan. Please upgrade to add more contractors.",
    );
    expect(dialog).toHaveTextContent('Contractors used: 3/3');
    expect(within(dialog).getByRole('progressbar', { name: 'Contractors used' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(dialog).queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/contractors/count').length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('link', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing'));
  });

  it('opens the form at 2 contractors, and for a Pro user at 3', async () => {
    const free = renderContractors({ contractors: [alice, bob] });
    await free.user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    expect(await screen.findByRole('dialog', { name: 'Add Contractor' })).toBeInTheDocument();
    free.unmount();

    const pro = renderContractors({
      contractors: [alice, bob, carol],
      user: { ...testUser, subscriptionStatus: 'active' },
    });
    await pro.user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contractor' });
    await pro.user.type(within(dialog).getByLabelText(/^Name/), 'Dave Roofs{Enter}');
    expect(await toastWith('Contractor added successfully')).toBeInTheDocument();
  });

  it("opens the limit dialog when the server refuses the create for the plan's limit", async () => {
    const { user, api } = renderContractors({ contractors: [alice, bob] });
    api.override('POST /api/contractors', () =>
      json(403, {
        error: "You've reached the limit of 3 contractors on the free plan.",
        upgradeRequired: true,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    const form = await screen.findByRole('dialog', { name: 'Add Contractor' });
    await user.type(within(form).getByLabelText(/^Name/), 'Late Comer{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Contractor Limit Reached' })).toBeInTheDocument();
    expect(screen.queryByText('Contractor added successfully')).not.toBeInTheDocument();
  });

  it('opens the form anyway when the limit check fails', async () => {
    const { user, api } = renderContractors({ contractors: [alice, bob, carol] });
    api.override('GET /api/subscription-status', () => json(500, { error: 'boom' }));
    await user.click(await screen.findByRole('button', { name: 'Add Contractor' }));
    expect(await screen.findByRole('dialog', { name: 'Add Contractor' })).toBeInTheDocument();
  });
});
