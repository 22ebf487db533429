import type { SubscriptionStatusView } from '@reno/domain';
import { Route, Routes } from 'react-router-dom';
import { createFakeApi, json, type FakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-app';
import { BillingRoute } from '../routes/billing-route';

export const freeStatus: SubscriptionStatusView = {
  subscriptionStatus: 'free',
  renewalDate: null,
  endDate: null,
  willCancelAtPeriodEnd: false,
  expenseCount: 3,
  expenseLimit: 5,
  contractorCount: 3,
  contractorLimit: 3,
  canCreateExpense: true,
  canCreateContractor: false,
};

export const activeStatus: SubscriptionStatusView = {
  ...freeStatus,
  subscriptionStatus: 'active',
  renewalDate: '2031-02-01T12:00:00.000Z',
  expenseCount: 12,
  expenseLimit: null,
  contractorCount: 4,
  contractorLimit: null,
  canCreateExpense: true,
  canCreateContractor: true,
};

/**
 * BillingRoute inside the app's providers at `path`, over the fake API (network boundary) with the
 * subscription endpoints answered from `status` (mutable through `setStatus`).
 */
export function renderBilling({
  status = freeStatus,
  path = '/billing',
  billing = 'local' as 'local' | 'stripe',
} = {}) {
  const api: FakeApi = createFakeApi();
  let current = status;
  api.override('GET /api/subscription-status', () => json(200, current));
  const result = renderInApp(
    <Routes>
      <Route path="/billing" element={<BillingRoute />} />
    </Routes>,
    { path, api, config: { billing } },
  );
  return {
    ...result,
    setStatus: (next: SubscriptionStatusView) => {
      current = next;
    },
  };
}
