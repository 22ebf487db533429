import Stripe from 'stripe';

export interface DeliveryResult {
  type: string;
  status: number;
  body: string;
}

/**
 * Posts events to the webhook endpoint exactly as Stripe does: the JSON body and a Stripe-Signature
 * header made with the endpoint's signing secret (Stripe's own test helper builds the header).
 */
export function createWebhookDelivery(webhookUrl: string, secret: string) {
  return async function deliver(events: readonly { type: string }[]): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = [];
    for (const event of events) {
      const payload = JSON.stringify(event);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) local stand-in',
        },
        body: payload,
      });
      results.push({ type: event.type, status: response.status, body: await response.text() });
    }
    return results;
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
