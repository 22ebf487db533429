import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useActiveHousehold } from '../../../entities/household/active-household/active-household-provider';
import { BillingHeader } from './billing-header';

/**
 * /billing while acting in someone else's household: its plan is its owner's, and only they manage it
 * (docs/product.md#households). The user's own plan is one switch away.
 */
export function MemberBillingNote() {
  const { active, switchTo } = useActiveHousehold();
  const toOwn = useMutation({ mutationFn: () => switchTo(null) });
  const plan = active?.plan === 'pro' ? 'Pro' : 'Free';
  return (
    <>
      <BillingHeader />
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" disabled={toOwn.isPending} onClick={() => toOwn.mutate()}>
            Switch to my household
          </Button>
        }
      >
        {active?.name ?? 'This household'} runs on its owner&apos;s {plan} plan, which only{' '}
        {active?.ownerName ?? 'its owner'} manages. Your own plan is billed in your own household.
      </Alert>
    </>
  );
}
