import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeProject } from '../testing/fake-api';
import { createFakeAuth } from '../testing/fake-auth';
import { renderApp } from '../testing/render-app';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });

describe('routing', () => {
  it('shows the landing page at / when signed out, without asking the API', async () => {
    const { api } = renderApp({ path: '/', signedIn: false });

    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login?tab=sign-up');
    expect(screen.getByRole('heading', { name: 'Ready to Transform Your Home?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/login?tab=sign-up',
    );
    const demo = screen.getByRole('link', { name: 'Watch Demo' });
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('href', 'https://example.com/demo');
    expect(screen.getByRole('heading', { name: 'Budget Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Progress Tracking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contractor Management' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("says why a 'Sign in with' came back refused, with the way back to the login", async () => {
    const reason = 'An account for ann@example.com exists but its e-mail address is not verified.';
    renderApp({
      path: `/?error=access_denied&error_description=${encodeURIComponent(reason)}`,
      signedIn: false,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the landing page for any other path when signed out', async () => {
    renderApp({ path: '/dashboard', signedIn: false });
    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows the login page at /login when signed out', async () => {
    renderApp({ path: '/login', signedIn: false });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Track Your Renovation Journey' })).toBeInTheDocument();
  });

  it('shows a full-screen spinner while the auth state loads', async () => {
    const auth = createFakeAuth();
    auth.service.getIdToken.mockReturnValue(new Promise(() => {}));
    renderApp({ path: '/dashboard', auth });
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the first-project screen instead of the app when signed in with zero projects', async () => {
    renderApp({ path: '/expenses', db: { projects: [] } });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Home Renovation Tracker' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('redirects / to /dashboard when signed in and auto-selects the first project', async () => {
    renderApp({ path: '/', db: { projects: [kitchen, makeProject({ id: 2, name: 'Bathroom' })] } });
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(window.localStorage.getItem('reno.selectedProjectId')).toBe('1');
  });

  it('keeps the stored project selected across visits', async () => {
    window.localStorage.setItem('reno.selectedProjectId', '2');
    renderApp({ path: '/dashboard', db: { projects: [kitchen, makeProject({ id: 2, name: 'Bathroom' })] } });
    expect(await screen.findByRole('heading', { name: 'Bathroom', level: 1 })).toBeInTheDocument();
  });

  it('redirects /login to /dashboard when signed in', async () => {
    renderApp({ path: '/login', db: { projects: [kitchen] } });
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("shows 'Page Not Found' inside the sidebar layout for an unknown path, as the page's heading", async () => {
    renderApp({ path: '/no-such-page', db: { projects: [kitchen] } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows /admin without the sidebar, even before any project exists', async () => {
    renderApp({ path: '/admin', db: { projects: [] } });
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Password')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('sends the Cognito ID token as a Bearer header', async () => {
    const { api } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });
    const userRequest = api.requestsTo('GET /api/user')[0];
    expect(userRequest?.headers.get('Authorization')).toBe('Bearer test-id-token');
  });

  it('treats a 401 from GET /api/user as signed out', async () => {
    const { api } = renderApp({ path: '/', signedIn: true });
    api.override('GET /api/user', () => json(401, { message: 'Unauthorized' }));
    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeInTheDocument();
  });

  it('reports any other failure of GET /api/user and lets the user retry', async () => {
    const { api, user } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    // A 503 is retried first (api-client-retries.test.ts); a defect is shown at once.
    api.override(
      'GET /api/user',
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();
    expect(screen.queryByText(/500/)).not.toBeInTheDocument();

    api.override('GET /api/user', () => json(200, api.db.user));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
  });

  it('highlights the current route in the sidebar navigation, in its fixed order', async () => {
    renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Budget',
      'Expenses',
      'Estimates',
      'Contractors',
      'Timeline',
      'Homes',
    ]);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveClass('Mui-selected');
    expect(within(nav).getByRole('link', { name: 'Expenses' })).not.toHaveClass('Mui-selected');
  });

  it('shows the floating AI Assistant button when signed in (not on the landing page)', async () => {
    renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    expect(await screen.findByRole('button', { name: 'Open AI Assistant' })).toBeInTheDocument();
  });
});
