import EngineeringIcon from '@mui/icons-material/Engineering';
import type { Contractor } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { AddButton, NoRecordsYet, RecordList } from '../../../components/record-list';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { useDeleteContractor } from '../../../entities/contractor/api/contractor-mutations';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { ContractorCard } from '../components/contractor-card';
import { ContractorFormDialog } from '../components/lazy-contractor-form-dialog';
import { CardGrid } from '../../../components/card-grid';
import { ContractorGridSkeleton } from '../components/contractor-grid';
import { deleteWords } from '../../../components/delete-words';

const DELETE_WORDS = deleteWords('Contractor');

/**
 * The contractor directory as a card grid with add, edit and delete dialogs
 * (docs/product.md#contractors-screen).
 */
export function ContractorsRoute() {
  const contractors = useQuery(contractorQueries.list());
  const dialogs = useRecordDialogs<Contractor>({ mutation: useDeleteContractor(), words: DELETE_WORDS });
  const { openAdd } = dialogs;
  usePreloadOnIntent(ContractorFormDialog.preload, ConfirmDialog.preload);

  return (
    <>
      <PageHeader
        title="Contractors"
        subtitle="Keep your contractors' contact details in one place"
        actions={<AddButton onClick={openAdd}>Add Contractor</AddButton>}
      />
      <RecordList
        query={contractors}
        errorTitle="Failed to fetch contractors"
        placeholder={<ContractorGridSkeleton />}
        empty={
          <NoRecordsYet
            icon={<EngineeringIcon />}
            title="No contractors yet"
            description="Add the people who work on your renovation to keep their details at hand."
            addLabel="Add Your First Contractor"
            onAdd={openAdd}
          />
        }
      >
        {(list) => (
          <CardGrid label="Contractors">
            {list.map((contractor) => (
              <ContractorCard
                key={contractor.id}
                contractor={contractor}
                onEdit={() => dialogs.openEdit(contractor)}
                onDelete={() => dialogs.askDelete(contractor)}
              />
            ))}
          </CardGrid>
        )}
      </RecordList>

      <LazyDialog open={dialogs.formOpen}>
        <ContractorFormDialog
          open={dialogs.formOpen}
          contractor={dialogs.editing}
          onClose={dialogs.closeForm}
        />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Contractor">
        Are you sure you want to delete &quot;{dialogs.deleting?.name}&quot;? Their estimates will be deleted
        too, and their expenses will no longer name a contractor. This action cannot be undone.
      </DeleteDialog>
    </>
  );
}
