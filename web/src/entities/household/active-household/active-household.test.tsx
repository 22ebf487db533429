import { HOUSEHOLD_ID_HEADER } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { danasHousehold, samInDanasHousehold, samUser } from '../../../testing/households';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';
import { createFakeApi, json, makeProject, testUser, type FakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { readActiveHousehold, writeActiveHousehold } from './active-household-storage';
import { MOBILE_WIDTH } from '../../../testing/viewport';

const ACTIVE_KEY = `reno.activeHousehold.${samUser.id}`;
// Ids are per household: both have a project 1 and a project 2.
const samsProjects = [
  makeProject({ id: 1, name: 'Sam’s flat' }),
  makeProject({ id: 2, name: 'Sam’s garage' }),
];
const danasProjects = [
  makeProject({ id: 1, name: 'Kitchen Remodel' }),
  makeProject({ id: 2, name: 'Bathroom' }),
];

const householdOf = (request: { headers: Headers }) => request.headers.get(HOUSEHOLD_ID_HEADER);

/** Sam's API: each household answers its own projects, by the header the request carries. */
function samsApi(role: 'editor' | 'viewer' = 'editor'): FakeApi {
  const api = createFakeApi({ user: samUser, memberships: [danasHousehold(role)] });
  api.override('GET /api/projects', (request) =>
    json(200, householdOf(request) === testUser.id ? danasProjects : samsProjects),
  );
  return api;
}

const activeProject = async (name: string) =>
  expect(
    await screen.findByRole('button', { name: new RegExp(`^${name}`), pressed: true }),
  ).toBeInTheDocument();

describe('the household switcher', () => {
  it('is not shown to an account in one household', async () => {
    renderApp({ path: '/projects', db: { projects: danasProjects } });
    await activeProject('Kitchen Remodel');
    expect(screen.queryByRole('combobox', { name: 'Household' })).not.toBeInTheDocument();
  });

  it('stands above the project selector; switching starts afresh in the other household and is remembered', async () => {
    window.localStorage.setItem('reno.selectedProjectId', '2');
    const api = samsApi();
    const { user, queryClient } = renderApp({ path: '/projects', api });
    await activeProject('Sam’s garage');

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const household = await within(sidebar).findByRole('combobox', { name: 'Household' });
    const project = within(sidebar).getByRole('combobox', { name: 'Project' });
    expect(household.compareDocumentPosition(project) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(household).toHaveTextContent("Sam's household");

    await user.click(household);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      "Sam's household · Owner",
      "Dana's household · Editor",
    ]);
    await user.click(options[1]!);

    // The selected project is reset: Dana's first project, not her project 2.
    await activeProject('Kitchen Remodel');
    expect(screen.queryByText('Sam’s flat')).not.toBeInTheDocument();
    expect(householdOf(api.requestsTo('GET /api/projects').at(-1)!)).toBe(testUser.id);
    expect(window.localStorage.getItem(ACTIVE_KEY)).toBe(testUser.id);
    // Nothing of Sam's household is left in the cache.
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .findAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain('Sam’s');
  });

  it('opens in the household remembered on this device, asking in it from the first request', async () => {
    samInDanasHousehold();
    const api = samsApi();
    renderApp({ path: '/projects', api });
    await activeProject('Kitchen Remodel');
    const [first] = api.requestsTo('GET /api/projects');
    expect(householdOf(first!)).toBe(testUser.id);
    // The membership is checked before any screen asks for records.
    const paths = api.requests.map((request) => request.path);
    expect(paths.indexOf('/api/households')).toBeLessThan(paths.indexOf('/api/projects'));
  });

  it("opens a shared household when the account's own has no project and no choice was made here", async () => {
    const api = createFakeApi({ user: samUser, memberships: [danasHousehold('editor')] });
    api.override('GET /api/projects', (request) =>
      json(200, householdOf(request) === testUser.id ? danasProjects : []),
    );
    renderApp({ path: '/projects', api });
    await activeProject('Kitchen Remodel');
    expect(
      screen.queryByRole('heading', { name: 'Welcome to Home Renovation Tracker' }),
    ).not.toBeInTheDocument();
    expect(readActiveHousehold(samUser.id)).toBe(testUser.id);
  });

  it('keeps the own empty household once the user chose it on this device', async () => {
    writeActiveHousehold(samUser.id, null);
    const api = createFakeApi({ user: samUser, memberships: [danasHousehold('editor')] });
    api.override('GET /api/projects', (request) =>
      json(200, householdOf(request) === testUser.id ? danasProjects : []),
    );
    renderApp({ path: '/projects', api });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Home Renovation Tracker' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Household' })).toHaveTextContent("Sam's household");
    expect(api.requestsTo('GET /api/projects').map(householdOf)).not.toContain(testUser.id);
  });

  it('closes the drawer on a phone once switched', async () => {
    const { user } = renderApp({ path: '/projects', api: samsApi(), width: MOBILE_WIDTH });
    await activeProject('Sam’s flat');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(await screen.findByRole('combobox', { name: 'Household' }));
    await user.click(await screen.findByRole('option', { name: "Dana's household · Editor" }));
    await activeProject('Kitchen Remodel');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });
});

describe('a household the account no longer belongs to', () => {
  it('is left for the own household at start, before any of its records are asked for', async () => {
    samInDanasHousehold();
    const api = createFakeApi({ user: samUser, projects: samsProjects });
    renderApp({ path: '/projects', api });
    await activeProject('Sam’s flat');
    expect(api.requestsTo('GET /api/projects').map(householdOf)).not.toContain(testUser.id);
    expect(readActiveHousehold(samUser.id)).toBeNull(); // their own
  });

  it("is left at the member's next step after the owner removed them", async () => {
    samInDanasHousehold();
    const api = samsApi();
    const { user } = renderApp({ path: '/projects', api });
    await activeProject('Kitchen Remodel');

    api.db.memberships = []; // Dana removes Sam
    await user.click(await screen.findByRole('link', { name: 'Contractors' }));

    // Refused in Dana's household (404), the screen asks again in Sam's own.
    await waitFor(() => expect(householdOf(api.requestsTo('GET /api/contractors').at(-1)!)).toBeNull());
    expect(api.requestsTo('GET /api/contractors').map(householdOf)).toEqual([testUser.id, null]);
    expect(await screen.findByRole('heading', { name: 'Contractors', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Household' })).not.toBeInTheDocument();
    expect(readActiveHousehold(samUser.id)).toBeNull(); // their own
  });

  it('hides the actions a lowered role no longer allows once the API refuses one', async () => {
    samInDanasHousehold();
    const api = samsApi('editor');
    api.db.contractors = [makeContractor({ id: 7, name: 'Alice Carpenter' })];
    const { user } = renderApp({ path: '/contractors', api });
    await user.click(await screen.findByRole('button', { name: 'Delete Alice Carpenter' }));

    api.db.memberships = [danasHousehold('viewer')]; // Dana makes Sam a viewer
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Alice Carpenter' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Add Contractor' })).not.toBeInTheDocument();
    expect(await screen.findByText('Alice Carpenter')).toBeInTheDocument();
  });
});
