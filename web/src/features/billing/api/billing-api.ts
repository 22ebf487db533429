import type { MessageResponse, RedirectResponse } from '@reno/domain';
import { api } from '../../../lib/api-client';

/**
 * create-portal-session answers { url }, or an error field on failure, even with a 2xx
 * (docs/product.md#api-billing).
 */
interface PortalResponse {
  url?: string;
  error?: string;
}

export const billingApi = {
  checkSubscription: () => api.post<MessageResponse>('/api/check-subscription'),
  createCheckoutSession: () => api.post<RedirectResponse>('/api/create-checkout-session'),
  createPortalSession: async (): Promise<RedirectResponse> => {
    const response = await api.post<PortalResponse>('/api/create-portal-session');
    if (!response?.url) throw new Error(response?.error || 'No billing portal URL');
    return { url: response.url };
  },
};

/** Leaving the app for Stripe (an object, so tests can watch the navigation jsdom cannot do). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};
