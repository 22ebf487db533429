import { FREE_PLAN_LIMITS, type Contractor } from '@reno/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { PlanLimitDialog } from '../../../components/plan-limit-dialog';
import { useContractorLimit } from '../hooks/use-contractor-limit';
import { ContractorForm } from './contractor-form';

interface ContractorFormDialogProps {
  open: boolean;
  /** The contractor to edit; absent to add one. */
  contractor?: Contractor | null | undefined;
  onClose: () => void;
  /** After a successful save, before the dialog closes (e.g. to preselect the new contractor). */
  onSaved?: (contractor: Contractor) => void;
}

/**
 * Add or edit a contractor. Adding on a full free plan shows the limit dialog instead of the form, and so
 * does a create the server refuses for the limit (docs/product.md#plan-limits).
 */
export function ContractorFormDialog(props: ContractorFormDialogProps) {
  // Mounted only while open, so each opening checks the limit afresh and starts with an empty form.
  return props.open ? <OpenContractorFormDialog {...props} /> : null;
}

type Shown = 'checking' | 'form' | 'limit';

function OpenContractorFormDialog({ contractor, onClose, onSaved }: ContractorFormDialogProps) {
  const adding = !contractor;
  const limitCheck = useContractorLimit(adding);
  const [shown, setShown] = useState<Shown>('checking');
  // The check decides once, at opening: the refetch after a successful create must not swap dialogs.
  if (shown === 'checking' && limitCheck.status !== 'checking') {
    setShown(adding && limitCheck.status === 'reached' ? 'limit' : 'form');
  }

  if (shown === 'limit') {
    const limit = limitCheck.status === 'reached' ? limitCheck.limit : FREE_PLAN_LIMITS.contractors;
    const count = limitCheck.status === 'reached' ? limitCheck.count : limit;
    return <PlanLimitDialog resource="contractors" open count={count} limit={limit} onClose={onClose} />;
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={adding ? 'Add Contractor' : 'Edit Contractor'}
      loading={shown === 'checking'}
    >
      <ContractorForm
        contractor={contractor}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
        onLimitReached={() => setShown('limit')}
        onCancel={onClose}
      />
    </FormDialog>
  );
}
