import { appOriginOf } from '../http/app-origin';
import type { ApiEvent } from '../http/router';
import { BillingNotConfiguredError } from './billing-errors';

/** Where Stripe sends the browser back to (`appOriginOf`); without one, billing is not configured. */
export function appOrigin(event: Pick<ApiEvent, 'headers'>, env: NodeJS.ProcessEnv = process.env): string {
  const origin = appOriginOf(event, env);
  if (!origin) throw new BillingNotConfiguredError('Billing is not configured: APP_URL is not set');
  return origin;
}

export const billingReturnUrl = (origin: string, outcome?: 'success' | 'cancelled') =>
  `${origin}/billing${outcome ? `?checkout=${outcome}` : ''}`;
