import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  FREE_PLAN_LIMITS,
  isUpgradeRequiredMessage,
  parseErrorMessage,
  type Contractor,
  type ContractorPayload,
} from '@reno/domain';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useCreateContractor, useUpdateContractor } from '../api/contractor-mutations';
import { useContractorLimit } from '../hooks/use-contractor-limit';
import { ContractorForm } from './contractor-form';
import { PlanLimitDialog } from '../../../components/plan-limit-dialog';

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
 * does a create the server refuses for the limit (SPEC §8). Other failures are logged
 * and shown in the form (field issues on their fields, with SPEC §5's 'Validation Error' toast).
 */
export function ContractorFormDialog(props: ContractorFormDialogProps) {
  // Mounted only while open, so each opening checks the limit afresh and starts with an empty form.
  return props.open ? <OpenContractorFormDialog {...props} /> : null;
}

function OpenContractorFormDialog({ contractor, onClose, onSaved }: ContractorFormDialogProps) {
  const titleId = useId();
  const adding = !contractor;
  const { toast } = useToast();
  const createContractor = useCreateContractor();
  const updateContractor = useUpdateContractor();
  const limitCheck = useContractorLimit(adding);
  const [refusedForLimit, setRefusedForLimit] = useState(false);
  const mutation = adding ? createContractor : updateContractor;

  // The check decides before a save only: the refetch after a successful create must not swap dialogs.
  const limitReached = limitCheck.status === 'reached' && createContractor.isIdle;
  if (adding && (refusedForLimit || limitReached)) {
    const limit = limitCheck.status === 'reached' ? limitCheck.limit : FREE_PLAN_LIMITS.contractors;
    const count = limitCheck.status === 'reached' ? limitCheck.count : limit;
    return <PlanLimitDialog resource="contractors" open count={count} limit={limit} onClose={onClose} />;
  }

  const save = async (payload: ContractorPayload) => {
    try {
      const saved = contractor
        ? await updateContractor.mutateAsync({ id: contractor.id, payload })
        : await createContractor.mutateAsync(payload);
      toast({
        title: adding ? 'Contractor added successfully' : 'Contractor updated successfully',
        variant: 'success',
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      console.error(adding ? 'Contractor create failed' : 'Contractor update failed', error);
      if (adding && error instanceof Error && isUpgradeRequiredMessage(error.message)) {
        setRefusedForLimit(true);
        return;
      }
      const validation = error instanceof Error ? parseErrorMessage(error.message) : null;
      if (validation) {
        toast({
          title: 'Validation Error',
          description: validation.summary || 'Please check the form for errors.',
          variant: 'destructive',
        });
      }
      throw error; // the form puts field issues on their fields
    }
  };

  const failure = mutation.error?.message;
  // Field issues show on their fields; anything else (not the limit) shows above the form.
  const errorMessage =
    failure && !isUpgradeRequiredMessage(failure) && !parseErrorMessage(failure) ? failure : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{adding ? 'Add Contractor' : 'Edit Contractor'}</DialogTitle>
      <DialogContent>
        {limitCheck.status === 'checking' ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : (
          <Box sx={{ pt: 1 }}>
            <ContractorForm
              contractor={contractor}
              pending={mutation.isPending}
              errorMessage={errorMessage}
              onSubmit={save}
              onCancel={onClose}
            />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
