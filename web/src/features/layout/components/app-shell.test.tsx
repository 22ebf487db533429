import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject, testUser } from '../../../testing/fake-api';
import { createFakeAuth, holdSignOut } from '../../../testing/fake-auth';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';

const projects = [makeProject({ id: 1, name: 'Kitchen Remodel' }), makeProject({ id: 2, name: 'Bathroom' })];

describe('sidebar layout', () => {
  it('is a fixed sidebar on wide screens', async () => {
    renderApp({ path: '/dashboard', db: { projects } });
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('is a top bar with a menu button and a drawer that closes on navigation below 1024 px', async () => {
    const { user } = renderApp({ path: '/dashboard', db: { projects }, width: MOBILE_WIDTH });
    await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Expenses' }));

    // Router updates run in a transition: the URL changes once the lazy screen has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/expenses'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });

  it("selects projects with the selector, whose last entry 'Manage Projects' goes to /projects", async () => {
    const { user } = renderApp({ path: '/dashboard', db: { projects } });
    await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });

    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Kitchen Remodel', 'Bathroom', 'Manage Projects']);

    await user.click(within(listbox).getByRole('option', { name: 'Bathroom' }));
    expect(await screen.findByRole('heading', { name: 'Bathroom', level: 1 })).toBeInTheDocument();
    expect(window.localStorage.getItem('reno.selectedProjectId')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Manage Projects' }));
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/projects');
  });

  it.each([
    [{ firstName: 'Dana' }, 'Dana'],
    [{ firstName: null }, 'dana@example.com'],
    [{ firstName: null, email: '' }, 'User'],
  ])('names the user in the user menu (%o → %s)', async (overrides, expected) => {
    renderApp({ path: '/dashboard', db: { projects, user: { ...testUser, ...overrides } } });
    expect(await screen.findByRole('button', { name: expected })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it("offers Projects, Billing & Subscription and 'Log out' ('Logging out...'), then goes to /", async () => {
    const auth = createFakeAuth();
    const finish = holdSignOut(auth);
    const { user, queryClient } = renderApp({ path: '/projects', auth, db: { projects } });
    await user.click(await screen.findByRole('button', { name: 'Dana' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(menu).getByRole('menuitem', { name: 'Billing & Subscription' })).toHaveAttribute(
      'href',
      '/billing',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await within(menu).findByRole('menuitem', { name: 'Logging out...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finish();

    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeInTheDocument();
    // The landing page can show a moment before the router commits the move to / (two renders).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(queryClient.getQueryData(['/api/projects'])).toBeUndefined();
    expect(window.localStorage.getItem('reno.selectedProjectId')).toBeNull();
  });
});
