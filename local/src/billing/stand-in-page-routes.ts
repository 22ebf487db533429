import type { ServerResponse } from 'node:http';
import type { StackLogger } from '../logger';
import { redirect, sendHtml } from './http-replies';
import type { StandInActions } from './stand-in-actions';
import { checkoutPage, errorPage, portalPage } from './stand-in-pages';
import type { StandInStore } from './stand-in-store';
import type { DeliveryResult } from './webhook-delivery';

type PortalChange = 'cancel-at-period-end' | 'resume' | 'cancel-now';

const CHECKOUT_PATH = /^\/checkout\/([\w-]+)(\/pay)?$/;
const PORTAL_PATH =
  /^\/portal\/([\w-]+)(?:\/subscriptions\/([\w-]+)\/(cancel-at-period-end|resume|cancel-now))?$/;

/**
 * The stand-in's own pages: a checkout page whose "Pay" button delivers the payment's events to the
 * app's webhook, and a portal page to cancel or renew. A page that delivered events the app refused
 * says so (502), as the person would otherwise not know why nothing changed.
 */
export function createStandInPageRoutes(store: StandInStore, actions: StandInActions, logger: StackLogger) {
  /** Logs each delivery; the ones the app did not accept. */
  const refused = (deliveries: DeliveryResult[]) => {
    for (const delivery of deliveries)
      logger.info(`[stripe] delivered ${delivery.type} → ${delivery.status}`);
    return deliveries.filter((delivery) => delivery.status < 200 || delivery.status >= 300);
  };
  const deliveryFailed = (res: ServerResponse, message: string, failed: DeliveryResult[]) =>
    sendHtml(res, 502, errorPage('Webhook delivery failed', message, failed));

  async function checkout(method: string, match: RegExpExecArray, res: ServerResponse): Promise<boolean> {
    const session = store.checkoutSessions[match[1]!];
    if (!session) {
      sendHtml(res, 404, errorPage('Checkout not found', 'This checkout session does not exist.'));
    } else if (method === 'GET' && !match[2]) {
      sendHtml(res, 200, checkoutPage(session, store.customers[session.customer]?.email ?? null));
    } else if (method === 'POST' && match[2]) {
      const { redirectTo, deliveries } = await actions.pay(session.id);
      const failed = refused(deliveries);
      if (failed.length) deliveryFailed(res, 'The app refused the payment events.', failed);
      else redirect(res, redirectTo);
    } else return false;
    return true;
  }

  async function portal(method: string, match: RegExpExecArray, res: ServerResponse): Promise<boolean> {
    const session = store.portalSessions[match[1]!];
    if (!session) {
      sendHtml(res, 404, errorPage('Portal not found', 'This portal session does not exist.'));
    } else if (method === 'GET' && !match[2]) {
      sendHtml(res, 200, portalPage(session, store.subscriptionsOf(session.customer)));
    } else if (method === 'POST' && match[2] && match[3]) {
      const failed = refused(
        await actions.changeSubscription(session.id, match[2], match[3] as PortalChange),
      );
      if (failed.length) deliveryFailed(res, 'The app refused the event.', failed);
      else redirect(res, `/portal/${session.id}`);
    } else return false;
    return true;
  }

  /** Answers a page request; false for a path or method that is none of its pages. */
  return async function handlePage(method: string, path: string, res: ServerResponse): Promise<boolean> {
    const checkoutMatch = CHECKOUT_PATH.exec(path);
    if (checkoutMatch) return checkout(method, checkoutMatch, res);
    const portalMatch = PORTAL_PATH.exec(path);
    if (portalMatch) return portal(method, portalMatch, res);
    return false;
  };
}
