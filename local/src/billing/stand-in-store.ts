import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * What the local Stripe stand-in remembers. Kept in a JSON file when the stack persists its data, so
 * a restart does not lose the customers and subscriptions the table still points at.
 */
export interface StoredCustomer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StoredCheckoutSession {
  id: string;
  customer: string;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  /** What the plan costs, in cents a month, and what it is called. */
  unitAmount: number;
  productName: string;
  priceId: string | null;
  status: 'open' | 'complete';
  subscription: string | null;
  created: number;
}

export interface StoredPortalSession {
  id: string;
  customer: string;
  returnUrl: string;
  created: number;
}

export interface StoredSubscription {
  id: string;
  customer: string;
  status: 'active' | 'canceled';
  created: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
  unitAmount: number;
  productName: string;
  priceId: string | null;
}

interface StoreState {
  customers: Record<string, StoredCustomer>;
  /** Idempotency-Key → customer id (Stripe answers a repeated key with the first result). */
  idempotentCustomers: Record<string, string>;
  checkoutSessions: Record<string, StoredCheckoutSession>;
  portalSessions: Record<string, StoredPortalSession>;
  subscriptions: Record<string, StoredSubscription>;
}

const emptyState = (): StoreState => ({
  customers: {},
  idempotentCustomers: {},
  checkoutSessions: {},
  portalSessions: {},
  subscriptions: {},
});

export const newStripeId = (prefix: string) => `${prefix}_local${randomBytes(9).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export class StandInStore {
  private constructor(
    private state: StoreState,
    private readonly file: string | null,
  ) {}

  static async open(file: string | null): Promise<StandInStore> {
    if (!file) return new StandInStore(emptyState(), null);
    try {
      const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<StoreState>;
      return new StandInStore({ ...emptyState(), ...saved }, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return new StandInStore(emptyState(), file);
    }
  }

  get customers() {
    return this.state.customers;
  }
  get checkoutSessions() {
    return this.state.checkoutSessions;
  }
  get portalSessions() {
    return this.state.portalSessions;
  }
  get subscriptions() {
    return this.state.subscriptions;
  }

  customerForKey(key: string): StoredCustomer | undefined {
    const id = this.state.idempotentCustomers[key];
    return id ? this.state.customers[id] : undefined;
  }

  rememberKey(key: string, customerId: string): void {
    this.state.idempotentCustomers[key] = customerId;
  }

  /** A customer the table names but this store lost (e.g. data kept, stand-in file removed) is recreated. */
  ensureCustomer(id: string): StoredCustomer {
    this.state.customers[id] ??= { id, email: null, name: null, metadata: {}, created: nowSeconds() };
    return this.state.customers[id];
  }

  subscriptionsOf(customer: string): StoredSubscription[] {
    return Object.values(this.state.subscriptions)
      .filter((subscription) => subscription.customer === customer)
      .sort((a, b) => b.created - a.created);
  }

  /** Writes the state (atomically: a temporary file renamed over the old one). */
  async save(): Promise<void> {
    if (!this.file) return;
    await mkdir(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(this.state, null, 2));
    await rename(temporary, this.file);
  }
}
