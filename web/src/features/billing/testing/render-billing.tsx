import type { SubscriptionStatusView } from '@reno/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { configureApiClient } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi, json, type FakeApi } from '../../../testing/fake-api';
import { createFakeAuth } from '../../../testing/fake-auth';
import { testConfig } from '../../../testing/test-config';
import { TestStyles } from '../../../testing/style-cache';
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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

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
  const auth = createFakeAuth();
  vi.stubGlobal('fetch', api.fetch);
  configureApiClient({ apiUrl: '/api', getIdToken: () => auth.service.getIdToken() });
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const result = render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <AppProviders
          config={{ ...testConfig, billing }}
          authService={auth.service}
          queryClient={createQueryClient()}
        >
          <Routes>
            <Route path="/billing" element={<BillingRoute />} />
          </Routes>
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>
    </TestStyles>,
  );
  return {
    ...result,
    api,
    user,
    setStatus: (next: SubscriptionStatusView) => {
      current = next;
    },
  };
}
