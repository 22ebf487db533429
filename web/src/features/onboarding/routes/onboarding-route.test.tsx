import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, holdSignOut } from '../../../testing/fake-auth';
import { renderApp } from '../../../testing/render-app';

describe('first-project onboarding screen', () => {
  it('shows the texts, blurbs and fields of the onboarding screen', async () => {
    renderApp({ path: '/dashboard', db: { projects: [] } });

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Home Renovation Tracker', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Let's get started by creating your first renovation project"),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Track expenses, manage contractors, and stay on budget with ease'),
    ).toBeInTheDocument();
    for (const blurb of ['Track Expenses', 'Manage Contractors', 'Timeline Progress']) {
      expect(screen.getByRole('heading', { name: blurb })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // The form arrives after the texts (its code loads when the screen renders).
    expect(await screen.findByLabelText(/^Project Name/)).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    const budget = screen.getByLabelText(/^Total Budget/);
    // Typed as people type money ('$1,200.50'), on the phone's decimal keypad.
    expect(budget).toHaveAttribute('inputmode', 'decimal');
    expect(within(budget.parentElement as HTMLElement).getByText('$')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Project & Get Started' })).toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing', async () => {
    const { user, api } = renderApp({ path: '/', db: { projects: [] } });
    await user.type(await screen.findByLabelText(/^Project Name/), 'Ki');
    await user.type(screen.getByLabelText(/^Total Budget/), '99.99');
    await user.click(screen.getByRole('button', { name: 'Create Project & Get Started' }));

    expect(await screen.findByText('Project name must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Budget must be at least $100')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/projects')).toHaveLength(0);
  });

  it("submits on Enter, shows 'Creating Project...', then selects the project and goes to /dashboard", async () => {
    const { user, api } = renderApp({ path: '/', db: { projects: [] } });
    const release = api.hold('POST /api/projects');

    await user.type(await screen.findByLabelText(/^Total Budget/), '25000');
    await user.type(screen.getByLabelText(/^Project Name/), 'Kitchen Remodel{Enter}');

    expect(await screen.findByRole('button', { name: 'Creating Project...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.requestsTo('POST /api/projects')[0]?.body).toEqual({
      name: 'Kitchen Remodel',
      description: null,
      budget: '25000.00',
      taxRate: '13.00',
    });
    expect(api.requestsTo('POST /api/projects')[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(window.localStorage.getItem('reno.selectedProjectId')).toBe(String(api.db.projects[0]?.id));
  });

  it("signs out with 'Signing Out...' while pending, then shows the landing page at /", async () => {
    const auth = createFakeAuth();
    const finish = holdSignOut(auth);
    const { user } = renderApp({ path: '/dashboard', auth, db: { projects: [] } });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Signing Out...' })).toBeDisabled();
    finish();

    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeInTheDocument();
    // The landing page can show a moment before the router commits the move to / (two renders).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
