import Box from '@mui/material/Box';
import { isPro } from '@reno/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast/use-toast';
import { useHouseholdRole } from '../../../lib/household-role';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { BillingHeader } from '../components/billing-header';
import { MemberBillingNote } from '../components/member-billing-note';
import { FreePlanLimitsCard } from '../components/free-plan-limits-card';
import { PlanCard } from '../components/plan-card';
import { UpgradeCard } from '../components/upgrade-card';
import { useBillingActions } from '../hooks/use-billing-actions';
import { useSubscriptionStatus } from '../hooks/use-subscription-status';

/**
 * /billing (docs/product.md#billing-screen): the owner's plan with its usage, and for a Free plan the
 * upgrade and limitation cards. Billing is the owner's: a member acting in another household is pointed to
 * their own.
 */
export function BillingRoute() {
  return useHouseholdRole() === 'owner' ? <OwnerBilling /> : <MemberBillingNote />;
}

function OwnerBilling() {
  const config = useRuntimeConfig();
  const status = useSubscriptionStatus();
  const { upgrade, manage, check } = useBillingActions();
  useCheckoutReturn(check.mutate);

  return (
    <>
      <BillingHeader />
      <QueryState
        query={status}
        errorTitle="Failed to load subscription status"
        placeholder={<ContentSpinner label="Loading subscription" />}
      >
        {(view) => {
          const now = new Date();
          const pro = isPro(
            { subscriptionStatus: view.subscriptionStatus, subscriptionEndDate: view.endDate },
            now,
          );
          return (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: pro ? 'minmax(0, 640px)' : '1fr 1fr' },
              }}
            >
              <PlanCard
                status={view}
                now={now}
                checking={check.isPending}
                openingPortal={manage.isPending}
                onCheck={() => check.mutate()}
                onManage={() => manage.mutate()}
              />
              {!pro && (
                <UpgradeCard
                  pending={upgrade.isPending || upgrade.isSuccess}
                  localCheckout={config.billing === 'local'}
                  onUpgrade={() => upgrade.mutate()}
                />
              )}
              {!pro && (
                <FreePlanLimitsCard expenseLimit={view.expenseLimit} contractorLimit={view.contractorLimit} />
              )}
            </Box>
          );
        }}
      </QueryState>
    </>
  );
}

/**
 * Back from Checkout (?checkout=success|cancelled): after a payment, sync from Stripe at once rather
 * than wait for the next poll; after a cancel, say nothing was charged. The flag then leaves the URL.
 */
function useCheckoutReturn(checkSubscription: () => void) {
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const outcome = params.get('checkout');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === 'success') checkSubscription();
    if (outcome === 'cancelled')
      toast({ title: 'Checkout cancelled', description: 'You have not been charged.' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [outcome, checkSubscription, setParams, toast]);
}
