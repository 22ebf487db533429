import { formatCents, formatDate } from '@reno/domain';
import type { DeliveryResult } from './webhook-delivery';
import type { StoredCheckoutSession, StoredPortalSession, StoredSubscription } from './stand-in-store';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const dateOf = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .notice { background: #fff8e1; border: 1px solid #ffe08a; padding: .75rem; border-radius: 8px; font-size: .9rem; }
  .price { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 8px; border: 0; cursor: pointer;
           background: #635bff; color: #fff; width: 100%; margin-top: .75rem; }
  button.secondary { background: #e3e8ee; color: #1a1f36; }
  button.danger { background: #df1b41; }
  a { color: #635bff; }
  .error { color: #df1b41; }
  section { border-top: 1px solid #e3e8ee; margin-top: 1.25rem; padding-top: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const standInNotice =
  '<p class="notice" role="note">Local Stripe stand-in: no card is charged. Stripe test mode is used instead when STRIPE_SECRET_KEY is set.</p>';

export function checkoutPage(session: StoredCheckoutSession, customerEmail: string | null): string {
  const price = `${formatCents(session.unitAmount)}`;
  if (session.status === 'complete') {
    return layout(
      'Already paid',
      `<h1>Already paid</h1><p>This checkout session is complete.</p><p><a href="${escapeHtml(session.successUrl)}">Return to the app</a></p>`,
    );
  }
  return layout(
    `Subscribe to ${session.productName}`,
    `${standInNotice}
<h1>Subscribe to ${escapeHtml(session.productName)}</h1>
<p class="price">${price} <small>per month</small></p>
${customerEmail ? `<p>Billed to <strong>${escapeHtml(customerEmail)}</strong></p>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
  <button type="submit">Pay ${price}</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to the app</a></p>`,
  );
}

function subscriptionSection(portal: StoredPortalSession, subscription: StoredSubscription): string {
  const action = (change: string, label: string, style = '') =>
    `<form method="post" action="/portal/${encodeURIComponent(portal.id)}/subscriptions/${encodeURIComponent(subscription.id)}/${change}">
  <button type="submit" class="${style}">${label}</button>
</form>`;
  const plan = `<h2>${escapeHtml(subscription.productName)}</h2><p>${formatCents(subscription.unitAmount)} per month</p>`;
  if (subscription.status === 'canceled') {
    return `<section>${plan}<p>Cancelled on ${dateOf(subscription.endedAt ?? subscription.currentPeriodEnd)}.</p></section>`;
  }
  if (subscription.cancelAtPeriodEnd) {
    return `<section>${plan}<p>Cancels on ${dateOf(subscription.currentPeriodEnd)}.</p>
${action('resume', 'Renew subscription')}${action('cancel-now', 'Cancel immediately', 'danger')}</section>`;
  }
  return `<section>${plan}<p>Renews on ${dateOf(subscription.currentPeriodEnd)}.</p>
${action('cancel-at-period-end', 'Cancel subscription', 'secondary')}${action('cancel-now', 'Cancel immediately', 'danger')}</section>`;
}

export function portalPage(
  portal: StoredPortalSession,
  subscriptions: readonly StoredSubscription[],
): string {
  const sections = subscriptions.length
    ? subscriptions.map((subscription) => subscriptionSection(portal, subscription)).join('\n')
    : '<p>No subscriptions yet.</p>';
  return layout(
    'Billing portal',
    `${standInNotice}
<h1>Billing portal</h1>
${sections}
<p><a href="${escapeHtml(portal.returnUrl)}">Return to the app</a></p>`,
  );
}

export function errorPage(
  title: string,
  message: string,
  deliveries: readonly DeliveryResult[] = [],
): string {
  const list = deliveries
    .map(
      (delivery) =>
        `<li>${escapeHtml(delivery.type)}: ${delivery.status} ${escapeHtml(delivery.body.slice(0, 300))}</li>`,
    )
    .join('');
  return layout(
    title,
    `<h1 class="error">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${list ? `<ul>${list}</ul>` : ''}`,
  );
}
