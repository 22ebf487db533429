import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSayOffline } from '../../../components/toast/use-say-offline';
import { useToast } from '../../../components/toast/use-toast';
import { subscriptionKeys } from '../../../entities/subscription/api/subscription-queries';
import { billingApi, browserNavigation } from '../api/billing-api';
import { BILLING_MESSAGES, portalFailureDescription } from '../api/billing-messages';

/**
 * Upgrade (to Checkout), Manage Billing (to the portal) and Check Status, with the toasts of
 * docs/product.md#billing-screen; offline, each says it needs a connection instead.
 */
export function useBillingActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const sayOffline = useSayOffline();

  const upgrade = useMutation({
    mutationFn: billingApi.createCheckoutSession,
    onSuccess: ({ url }) => browserNavigation.assign(url),
    onError: (error) => {
      if (sayOffline('Error', error)) return;
      console.error('Checkout failed', error);
      toast({ title: 'Error', description: BILLING_MESSAGES.checkoutFailed, variant: 'destructive' });
    },
  });

  const manage = useMutation({
    mutationFn: billingApi.createPortalSession,
    onSuccess: ({ url }) => browserNavigation.assign(url),
    onError: (error) =>
      sayOffline(BILLING_MESSAGES.portalTitle, error) ||
      toast({
        title: BILLING_MESSAGES.portalTitle,
        description: portalFailureDescription(error.message),
        variant: 'destructive',
      }),
  });

  const check = useMutation({
    mutationFn: billingApi.checkSubscription,
    onSuccess: ({ message }) => {
      toast({ title: 'Subscription Status', description: message, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
    },
    onError: (error) =>
      sayOffline('Error', error) ||
      toast({ title: 'Error', description: BILLING_MESSAGES.checkFailed, variant: 'destructive' }),
  });

  return { upgrade, manage, check };
}
