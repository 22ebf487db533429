/** Where Stripe sends the browser back to: the billing screen, with the checkout's outcome. */
export const billingReturnUrl = (origin: string, outcome?: 'success' | 'cancelled') =>
  `${origin}/billing${outcome ? `?checkout=${outcome}` : ''}`;
