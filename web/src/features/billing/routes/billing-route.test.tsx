import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WORDS } from '../../../lib/connection/offline-error';
import { json } from '../../../testing/fake-api';
import { browserNavigation } from '../api/billing-api';
import { BILLING_MESSAGES } from '../api/billing-messages';
import { activeStatus, freeStatus, renderBilling } from '../testing/render-billing';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('/billing: states', () => {
  it('shows a Free plan with X of Y usage, bars, the upgrade card and the limitation card', async () => {
    renderBilling({ status: { ...freeStatus, expenseCount: 3, contractorCount: 3 } });

    expect(
      await screen.findByRole('heading', { name: 'Billing & Subscription', level: 1 }),
    ).toBeInTheDocument();
    await screen.findByText('Free Plan');
    const plan = card('Current Plan');
    expect(within(plan).getByText('Free')).toBeInTheDocument();
    expect(within(plan).getByText('Free Plan')).toBeInTheDocument();
    expect(within(plan).getByText('3 of 5')).toBeInTheDocument();
    expect(within(plan).getByText('3 of 3')).toBeInTheDocument();
    expect(bar('Expenses')).toHaveAttribute('aria-valuenow', '60');
    expect(bar('Contractors')).toHaveAttribute('aria-valuenow', '100');
    expect(within(plan).queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
    expect(within(card('Upgrade to Pro')).getByText('$4.99')).toBeInTheDocument();
    expect(
      within(card('Upgrade to Pro')).getByText('Local test checkout: no card is charged.'),
    ).toBeInTheDocument();
    const limits = within(card('Free Plan Limitations'));
    expect(limits.getByText('Up to 5 expenses')).toBeInTheDocument();
    expect(limits.getByText('Up to 3 contractors')).toBeInTheDocument();
  });

  it('caps a usage bar at 100 % when the count is over the limit', async () => {
    renderBilling({ status: { ...freeStatus, expenseCount: 7 } });

    expect(await screen.findByText('7 of 5')).toBeInTheDocument();
    expect(bar('Expenses')).toHaveAttribute('aria-valuenow', '100');
  });

  it('takes the limits from the server values', async () => {
    renderBilling({ status: { ...freeStatus, expenseCount: 1, expenseLimit: 10, contractorLimit: 4 } });

    expect(await screen.findByText('1 of 10')).toBeInTheDocument();
    expect(screen.getByText('Up to 10 expenses')).toBeInTheDocument();
    expect(screen.getByText('Up to 4 contractors')).toBeInTheDocument();
  });

  it('shows an active Pro plan: Active badge, renewal date, unlimited usage, Manage Billing, no upgrade', async () => {
    renderBilling({ status: activeStatus, billing: 'stripe' });

    const plan = await screen
      .findByRole('heading', { name: 'Current Plan' })
      .then(() => card('Current Plan'));
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('Pro Plan')).toBeInTheDocument();
    expect(within(plan).getByText('$4.99/month')).toBeInTheDocument();
    expect(within(plan).getByText('Renews on Feb 1, 2031')).toBeInTheDocument();
    expect(within(plan).getAllByText('unlimited')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Free Plan Limitations' })).not.toBeInTheDocument();
  });

  it('keeps Pro for a cancelled plan until its end date', async () => {
    renderBilling({
      status: {
        ...activeStatus,
        subscriptionStatus: 'cancelled',
        renewalDate: null,
        endDate: '2031-03-04T12:00:00.000Z',
        willCancelAtPeriodEnd: true,
      },
    });

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('Cancelled: Pro features remain until Mar 4, 2031')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('offers the upgrade again once a cancelled plan has ended', async () => {
    renderBilling({
      status: { ...freeStatus, subscriptionStatus: 'cancelled', endDate: '2024-05-06T12:00:00.000Z' },
    });

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('Your Pro subscription ended on May 6, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upgrade to Pro' })).toBeInTheDocument();
  });

  it('says so when the status cannot be loaded, and retries', async () => {
    const { api, user, setStatus } = renderBilling();
    api.override('GET /api/subscription-status', () => json(500, { error: 'Internal server error' }));

    expect(await screen.findByText('Failed to load subscription status')).toBeInTheDocument();
    api.override('GET /api/subscription-status', () => json(200, activeStatus));
    setStatus(activeStatus);
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Pro Plan')).toBeInTheDocument();
  });
});

describe('/billing: actions and their messages', () => {
  it('upgrades through POST /api/create-checkout-session and goes to the returned URL', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { api, user } = renderBilling();
    api.override('POST /api/create-checkout-session', () =>
      json(200, { url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    expect(api.requestsTo('POST /api/create-checkout-session')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Redirecting to checkout...' })).toBeDisabled();
  });

  it("tells a failed upgrade with the product's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { api, user } = renderBilling();
    api.override('POST /api/create-checkout-session', () =>
      json(503, { error: 'Billing is not configured' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

    expect(await screen.findByText(BILLING_MESSAGES.checkoutFailed)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  });

  it('offline, says an upgrade needs a connection instead of sending it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { api, user } = renderBilling();
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Pro' });
    act(() => onlineManager.setOnline(false));
    try {
      await user.click(upgrade);
      expect(await screen.findByText(OFFLINE_WORDS)).toBeInTheDocument();
      expect(screen.queryByText(BILLING_MESSAGES.checkoutFailed)).not.toBeInTheDocument();
      expect(api.requestsTo('POST /api/create-checkout-session')).toHaveLength(0);
      expect(assign).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('opens the billing portal at the returned URL', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { api, user } = renderBilling({ status: activeStatus });
    api.override('POST /api/create-portal-session', () =>
      json(200, { url: 'https://billing.stripe.com/p/session/x' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
  });

  it.each([
    [
      'a portal configuration error',
      503,
      {
        error:
          'The billing portal is not configured. Save the customer portal settings in the Stripe dashboard.',
      },
      BILLING_MESSAGES.portalNotConfigured,
    ],
    [
      'any other failure',
      502,
      { error: 'The payment provider is unavailable. Please try again.' },
      BILLING_MESSAGES.portalFailed,
    ],
    [
      'a 200 answer with an error field',
      200,
      { error: 'Something went wrong' },
      BILLING_MESSAGES.portalFailed,
    ],
  ])("titles %s 'Billing Portal Not Available'", async (_, status, body, description) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { api, user } = renderBilling({ status: activeStatus });
    api.override('POST /api/create-portal-session', () => json(status, body));

    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(BILLING_MESSAGES.portalTitle)).toBeInTheDocument();
    expect(within(toast).getByText(description)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("checks the subscription: toasts the server's message and reloads the status", async () => {
    const { api, user, setStatus } = renderBilling();
    api.override('POST /api/check-subscription', () => {
      setStatus(activeStatus);
      return json(200, { message: 'Your Pro subscription is active.' });
    });

    await user.click(await screen.findByRole('button', { name: 'Check Status' }));

    expect(await screen.findByText('Your Pro subscription is active.')).toBeInTheDocument();
    expect(await screen.findByText('Pro Plan')).toBeInTheDocument();
  });

  it("tells a failed check with the product's message", async () => {
    const { api, user } = renderBilling();
    api.override('POST /api/check-subscription', () => json(502, { error: 'down' }));

    await user.click(await screen.findByRole('button', { name: 'Check Status' }));

    expect(await screen.findByText(BILLING_MESSAGES.checkFailed)).toBeInTheDocument();
  });

  it('syncs at once when back from a successful checkout, and clears the flag from the address', async () => {
    const { api, setStatus } = renderBilling({ path: '/billing?checkout=success' });
    api.override('POST /api/check-subscription', () => {
      setStatus(activeStatus);
      return json(200, { message: 'Your Pro subscription is active.' });
    });

    expect(await screen.findByText('Your Pro subscription is active.')).toBeInTheDocument();
    expect(await screen.findByText('Pro Plan')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/check-subscription')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/billing$/);
  });

  it('says nothing was charged when back from a cancelled checkout', async () => {
    const { api } = renderBilling({ path: '/billing?checkout=cancelled' });

    expect(await screen.findByText('You have not been charged.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/check-subscription')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/billing$/);
  });
});

describe('/billing: keeping the status fresh', () => {
  const statusRequests = (api: ReturnType<typeof renderBilling>['api']) =>
    api.requestsTo('GET /api/subscription-status').length;

  it('polls the status every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, setStatus } = renderBilling();
    await screen.findByText('Free Plan');
    expect(statusRequests(api)).toBe(1);

    setStatus(activeStatus);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(statusRequests(api)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));

    expect(statusRequests(api)).toBe(2);
    expect(await screen.findByText('Pro Plan')).toBeInTheDocument();
  });

  it('re-checks 1 second after the tab becomes visible again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderBilling();
    await screen.findByText('Free Plan');
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(statusRequests(api)).toBe(1);
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(statusRequests(api)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(200));

    expect(statusRequests(api)).toBe(2);
    setVisibility('visible');
  });
});
