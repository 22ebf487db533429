// The billing texts of docs/product.md#billing-screen.
export const BILLING_MESSAGES = {
  checkFailed: 'Failed to check subscription status. Please try again.',
  checkoutFailed: 'Failed to start upgrade process. Please try again.',
  portalTitle: 'Billing Portal Not Available',
  portalNotConfigured:
    'The billing portal needs to be configured in the Stripe dashboard before subscriptions can be managed here.',
  portalFailed: 'Failed to open billing portal. Please try again.',
} as const;

/** The portal toast's text: the configuration hint when the server's message is about the portal's setup. */
export function portalFailureDescription(message: string): string {
  return /configur|portal/i.test(message)
    ? BILLING_MESSAGES.portalNotConfigured
    : BILLING_MESSAGES.portalFailed;
}
