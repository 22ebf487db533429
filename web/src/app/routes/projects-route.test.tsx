import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExpense, makeHome, makeProject } from '../../testing/fake-api';
import { waitForDialogsToClose } from '../../testing/dialogs';
import { renderApp } from '../../testing/render-app';
import { retype } from '../../testing/retype';

const kitchen = makeProject({
  id: 1,
  name: 'Kitchen Remodel',
  budget: '8000.00',
  description: 'New cabinets',
});
const bath = makeProject({ id: 2, name: 'Bathroom', budget: '4000.00' });
const expenses = [
  makeExpense({ id: 10, projectId: 1, amount: '1000.00' }),
  makeExpense({ id: 11, projectId: 1, amount: '500.00' }),
];

const card = (name: string) => screen.getByRole('article', { name });

describe('projects screen', () => {
  it('shows a card per project with Active badge, start date, progress, budget and spent', async () => {
    renderApp({ path: '/projects', db: { projects: [kitchen, bath], expenses } });

    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Manage your renovation projects and track progress')).toBeInTheDocument();
    const kitchenCard = await screen.findByRole('article', { name: 'Kitchen Remodel' });
    expect(within(kitchenCard).getByText('Active')).toBeInTheDocument();
    expect(within(kitchenCard).getByText('New cabinets')).toBeInTheDocument();
    expect(within(kitchenCard).getByText('Started Mar 1, 2025')).toBeInTheDocument();
    expect(within(kitchenCard).getByText('18.75%')).toBeInTheDocument();
    expect(within(kitchenCard).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '18.75');
    expect(within(kitchenCard).getByText('$8,000.00')).toBeInTheDocument();
    expect(within(kitchenCard).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(card('Bathroom')).queryByText('Active')).not.toBeInTheDocument();
  });

  it('selects a project when its card is clicked', async () => {
    const { user } = renderApp({ path: '/projects', db: { projects: [kitchen, bath] } });
    await user.click(
      within(await screen.findByRole('article', { name: 'Bathroom' })).getByRole('button', {
        name: /^Bathroom/,
      }),
    );

    expect(within(card('Bathroom')).getByText('Active')).toBeInTheDocument();
    expect(within(card('Kitchen Remodel')).queryByText('Active')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('reno.selectedProjectId')).toBe('2');
  });

  it("creates a project with 'New Project' and shows it in the list", async () => {
    const { user, api } = renderApp({ path: '/projects', db: { projects: [kitchen] } });
    await user.click(await screen.findByRole('button', { name: 'New Project' }));
    // The form's code loads when it is first shown.
    const form = await screen.findByRole('form', { name: 'New project' });
    expect(within(form).getByLabelText(/^Default Tax Rate/)).toHaveValue(13);

    await user.click(within(form).getByRole('button', { name: 'Create Project' }));
    expect(
      await within(form).findByText('Project name must be at least 3 characters long'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Budget must be at least $100')).toBeInTheDocument();

    const release = api.hold('POST /api/projects');
    await user.type(within(form).getByLabelText(/^Project Name/), 'Garage');
    await user.type(within(form).getByLabelText(/^Budget/), '1500.5');
    await user.click(within(form).getByRole('button', { name: 'Create Project' }));
    expect(await within(form).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('article', { name: 'Garage' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/projects')[0]?.body).toEqual({
      name: 'Garage',
      description: null,
      budget: '1500.50',
      taxRate: '13.00',
      homeId: 1,
      extensiveRemodel: false,
    });
    expect(within(card('Garage')).getByText('Active')).toBeInTheDocument();
  });

  it("edits a project in the 'Edit Project' panel", async () => {
    const { user, api } = renderApp({ path: '/projects', db: { projects: [kitchen, bath] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Bathroom' }));

    expect(screen.getByRole('heading', { name: 'Edit Project' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const name = await screen.findByLabelText(/^Project Name/);
    expect(name).toHaveValue('Bathroom');
    await retype(user, name, 'Main Bathroom');
    await retype(user, screen.getByLabelText(/^Default Tax Rate/), '8.25');
    await user.click(screen.getByRole('checkbox', { name: /^Part of an extensive remodel/ }));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));

    expect(await screen.findByRole('article', { name: 'Main Bathroom' })).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/projects/2')[0]?.body).toEqual({
      name: 'Main Bathroom',
      description: null,
      budget: '4000.00',
      taxRate: '8.25',
      homeId: 1,
      extensiveRemodel: true,
    });
  });

  it('shows the server message when a save is refused', async () => {
    const { user } = renderApp({ path: '/projects', db: { projects: [kitchen] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Kitchen Remodel' }));
    await user.clear(await screen.findByLabelText(/^Default Tax Rate/));
    await user.type(screen.getByLabelText(/^Default Tax Rate/), '150');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Tax rate must be between 0% and 100%')).toBeInTheDocument();
  });

  it('deletes a project after a warning that its expenses go too', async () => {
    const { user, api } = renderApp({ path: '/projects', db: { projects: [kitchen, bath], expenses } });
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen Remodel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent('All of its associated expenses will be deleted too.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));

    await waitForDialogsToClose();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Kitchen Remodel' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('DELETE /api/projects/1')).toHaveLength(1);
    expect(api.db.expenses).toHaveLength(0);
    // The remaining project becomes the selected one.
    expect(
      within(await screen.findByRole('article', { name: 'Bathroom' })).getByText('Active'),
    ).toBeInTheDocument();
  });

  it('keeps the project when the delete is cancelled', async () => {
    const { user, api } = renderApp({ path: '/projects', db: { projects: [kitchen] } });
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen Remodel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Project' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Kitchen Remodel' })).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/projects/1')).toHaveLength(0);
  });

  it('shows the onboarding screen once the last project is deleted', async () => {
    const { user } = renderApp({ path: '/projects', db: { projects: [kitchen] } });
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen Remodel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Project' })).getByRole('button', {
        name: 'Delete Project',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Home Renovation Tracker' }),
    ).toBeInTheDocument();
  });

  describe('with two homes', () => {
    const ourHome = makeHome({ id: 1, name: 'Our home' });
    const cabin = makeHome({ id: 2, name: 'Lake cabin' });
    const dock = makeProject({ id: 3, name: 'New Dock', homeId: 2 });

    it("labels each project with its home's name", async () => {
      renderApp({ path: '/projects', db: { projects: [kitchen, dock], homes: [ourHome, cabin] } });
      const dockCard = await screen.findByRole('article', { name: 'New Dock' });
      expect(await within(dockCard).findByText('Home: Lake cabin')).toBeInTheDocument();
      expect(within(card('Kitchen Remodel')).getByText('Home: Our home')).toBeInTheDocument();
    });

    it('creates a project in the chosen home, the first by default, and moves one to another', async () => {
      const { user, api } = renderApp({
        path: '/projects',
        db: { projects: [kitchen], homes: [ourHome, cabin] },
      });
      await user.click(await screen.findByRole('button', { name: 'New Project' }));
      const form = await screen.findByRole('form', { name: 'New project' });
      const home = within(form).getByRole('combobox', { name: 'Home' });
      expect(home).toHaveTextContent('Our home');
      await user.click(home);
      await user.click(await screen.findByRole('option', { name: 'Lake cabin' }));
      await user.type(within(form).getByLabelText(/^Project Name/), 'New Dock');
      await user.type(within(form).getByLabelText(/^Budget/), '2000');
      await user.click(within(form).getByRole('button', { name: 'Create Project' }));

      const created = await screen.findByRole('article', { name: 'New Dock' });
      expect(within(created).getByText('Home: Lake cabin')).toBeInTheDocument();
      expect(api.requestsTo('POST /api/projects')[0]?.body).toMatchObject({ name: 'New Dock', homeId: 2 });

      await user.click(screen.getByRole('button', { name: 'Edit Kitchen Remodel' }));
      const edit = await screen.findByRole('form', { name: 'Edit project' });
      await user.click(within(edit).getByRole('combobox', { name: 'Home' }));
      await user.click(await screen.findByRole('option', { name: 'Lake cabin' }));
      await user.click(within(edit).getByRole('button', { name: 'Update Project' }));
      const moved = await screen.findByRole('article', { name: 'Kitchen Remodel' });
      expect(within(moved).getByText('Home: Lake cabin')).toBeInTheDocument();
      expect(api.requestsTo('PUT /api/projects/1')[0]?.body).toMatchObject({ homeId: 2 });
    });
  });

  it('says nothing of homes while the household has one', async () => {
    const { api } = renderApp({ path: '/projects', db: { projects: [kitchen] } });
    const kitchenCard = await screen.findByRole('article', { name: 'Kitchen Remodel' });
    await waitFor(() => expect(api.requestsTo('GET /api/homes')).toHaveLength(1));
    expect(within(kitchenCard).queryByText(/^Home:/)).not.toBeInTheDocument();
  });
});
