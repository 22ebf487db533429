import AddIcon from '@mui/icons-material/Add';
import EngineeringIcon from '@mui/icons-material/Engineering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Contractor } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { EmptyState } from '../../../components/empty-state';
import { useToast } from '../../../components/toast/use-toast';
import { useDeleteContractor } from '../api/contractor-mutations';
import { contractorQueries } from '../api/contractor-queries';
import { ContractorCard } from '../components/contractor-card';
import { ContractorFormDialog } from '../components/lazy-contractor-form-dialog';
import { CardGrid } from '../../../components/card-grid';
import { ContractorGridSkeleton } from '../components/contractor-grid';

type FormState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; contractor: Contractor };

/** SPEC §2 Contractors: the directory as a card grid with add, edit and delete dialogs. */
export function ContractorsRoute() {
  const contractors = useQuery(contractorQueries.list());
  const deleteContractor = useDeleteContractor();
  const { toast } = useToast();
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Contractor | null>(null);
  const openAdd = () => setForm({ kind: 'add' });
  usePreloadOnIntent(ContractorFormDialog.preload, ConfirmDialog.preload);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteContractor.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Contractor deleted successfully', variant: 'success' }),
      onError: (error) => {
        console.error('Contractor delete failed', error);
        toast({ title: 'Failed to delete contractor', description: error.message, variant: 'destructive' });
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            Contractors
          </Typography>
          <Typography color="text.secondary">
            Keep your contractors&apos; contact details in one place
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
          Add Contractor
        </Button>
      </Box>

      {contractors.isError ? (
        <Alert severity="error">Failed to fetch contractors</Alert>
      ) : contractors.isPending ? (
        <ContractorGridSkeleton />
      ) : contractors.data.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          icon={<EngineeringIcon />}
          title="No contractors yet"
          description="Add the people who work on your renovation to keep their details at hand."
          action={
            <Button variant="contained" onClick={openAdd}>
              Add Your First Contractor
            </Button>
          }
        />
      ) : (
        <CardGrid label="Contractors">
          {contractors.data.map((contractor) => (
            <ContractorCard
              key={contractor.id}
              contractor={contractor}
              onEdit={() => setForm({ kind: 'edit', contractor })}
              onDelete={() => setDeleting(contractor)}
            />
          ))}
        </CardGrid>
      )}

      <LazyDialog open={form.kind !== 'closed'}>
        <ContractorFormDialog
          open={form.kind !== 'closed'}
          contractor={form.kind === 'edit' ? form.contractor : null}
          onClose={() => setForm({ kind: 'closed' })}
        />
      </LazyDialog>
      <LazyDialog open={!!deleting}>
        <ConfirmDialog
          open={!!deleting}
          title="Delete Contractor"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          pending={deleteContractor.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          Are you sure you want to delete &quot;{deleting?.name}&quot;? Their estimates will be deleted too,
          and their expenses will no longer name a contractor. This action cannot be undone.
        </ConfirmDialog>
      </LazyDialog>
    </>
  );
}
