import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  basisClassLabel,
  basisReductionKindLabel,
  formatDate,
  formatMoney,
  type BasisLine,
  type BasisReductionLine,
  type HomeBasis,
} from '@reno/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DeleteDialog } from '../../../components/delete-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { ContentSpinner } from '../../../components/content-spinner';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useRecordDialogs } from '../../../components/use-record-dialogs';
import { basisQueries } from '../api/basis-queries';
import { downloadBasisFile, type BasisFileKind } from '../api/basis-files';
import { useDeleteBasisReduction } from '../api/basis-mutations';
import { ExpenseBasisDialog, ReductionFormDialog } from '../components/lazy-basis-dialogs';
import { deleteWords } from '../../../components/delete-words';

const DELETE_WORDS = deleteWords('Reduction', 'Basis reduction');

/** One amount of the totals: its name and value. */
function Total({ label, amount }: { label: string; amount: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(amount)}</Typography>
    </Stack>
  );
}

function Totals({ basis }: { basis: HomeBasis }) {
  return (
    <SectionCard title="Adjusted basis">
      <Total label="Purchase price" amount={basis.purchasePrice} />
      <Total label="Settlement costs" amount={basis.settlementCosts} />
      <Total label="Improvements" amount={basis.improvements} />
      <Total label="Replaced or removed" amount={`-${basis.removed}`} />
      <Total label="Reductions" amount={`-${basis.reductions}`} />
      <Typography component="p" variant="h6">
        Adjusted basis {formatMoney(basis.adjustedBasis)}
      </Typography>
      {basis.byYear.map((year) => (
        <Total key={year.year} label={`At the end of ${year.year}`} amount={year.adjustedBasis} />
      ))}
      {basis.byProject.map((project) => (
        <Total
          key={project.projectId}
          label={`${project.projectName}${project.extensiveRemodel ? ' (extensive remodel)' : ''}`}
          amount={project.improvements}
        />
      ))}
      {basis.improvementsWithoutReceipt > 0 && (
        <Typography variant="body2">
          Improvements without a receipt: {basis.improvementsWithoutReceipt}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        {basis.notice}
      </Typography>
    </SectionCard>
  );
}

/** 'Improvement · chosen' or 'Repair · suggested', with 'removed on …' and the receipt. */
function lineDetails(line: BasisLine): string {
  const how = line.chosenClass === null ? 'suggested' : 'chosen';
  const removed = line.removedOn ? ` · replaced or removed ${formatDate(line.removedOn)}` : '';
  const receipt = line.receipt ? 'Receipt attached' : 'Receipt missing';
  return `${formatDate(line.date)} · ${line.projectName} · ${basisClassLabel(line.countedAs)} (${how})${removed} · ${receipt}`;
}

/** The expenses of the home's projects, a page at a time: by project, then by date. */
function Lines({ homeId, onChange }: { homeId: number; onChange: (line: BasisLine) => void }) {
  const lines = useInfiniteQuery(basisQueries.linesOf(homeId));
  const rows = lines.data?.pages.flatMap((page) => page.rows) ?? [];
  if (lines.isPending) return <ContentSpinner label="Loading expenses" />;
  if (lines.isError)
    return <Typography color="error">Failed to fetch the expenses: {lines.error.message}</Typography>;
  if (rows.length === 0)
    return <Typography color="textSecondary">No expenses in this home's projects yet.</Typography>;
  return (
    <>
      <LineList rows={rows} onChange={onChange} />
      {lines.hasNextPage && (
        <Button
          onClick={() => void lines.fetchNextPage()}
          disabled={lines.isFetchingNextPage}
          sx={{ justifySelf: 'start' }}
        >
          {lines.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </>
  );
}

function LineList({ rows, onChange }: { rows: BasisLine[]; onChange: (line: BasisLine) => void }) {
  return (
    <List aria-label="Expenses" disablePadding>
      {rows.map((line) => (
        <ListItem
          key={line.expenseId}
          divider
          secondaryAction={
            <Button
              size="small"
              onClick={() => onChange(line)}
              aria-label={`Change class of ${line.description}`}
            >
              Change class
            </Button>
          }
          sx={{ pr: 16 }}
        >
          <ListItemText
            primary={`${line.description} ${formatMoney(line.amount)}`}
            secondary={lineDetails(line)}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Reductions({
  basis,
  dialogs,
}: {
  basis: HomeBasis;
  dialogs: ReturnType<typeof useReductionDialogs>;
}) {
  return (
    <>
      {basis.reductionLines.length === 0 && (
        <Typography color="textSecondary">No reductions recorded.</Typography>
      )}
      <List aria-label="Reductions" disablePadding>
        {basis.reductionLines.map((reduction) => (
          <ListItem
            key={reduction.id}
            divider
            secondaryAction={
              <Button size="small" color="error" onClick={() => dialogs.askDelete(reduction)}>
                Delete
              </Button>
            }
          >
            <ListItemText
              primary={`${basisReductionKindLabel(reduction.kind)} ${formatMoney(reduction.amount)}`}
              secondary={`${formatDate(reduction.date)} · ${reduction.description}`}
            />
          </ListItem>
        ))}
      </List>
      <Button onClick={dialogs.openAdd} sx={{ justifySelf: 'start' }}>
        Add Reduction
      </Button>
    </>
  );
}

function useReductionDialogs() {
  return useRecordDialogs<BasisReductionLine>({ mutation: useDeleteBasisReduction(), words: DELETE_WORDS });
}

/**
 * A home's cost basis (docs/product.md#basis-screen): the totals by year and by project, every expense of its
 * projects with the class it counts as and its receipt, the reductions, and the CSV.
 */
export function HomeBasisRoute() {
  const homeId = Number(useParams().homeId);
  const basis = useQuery(basisQueries.ofHome(homeId));
  const [changing, setChanging] = useState<BasisLine | null>(null);
  const dialogs = useReductionDialogs();
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async (kind: BasisFileKind, report: HomeBasis) => {
    setDownloading(true);
    try {
      await downloadBasisFile(kind, homeId, report);
    } catch (error) {
      toast(errorToast(`Failed to download the ${kind}`, error, () => void download(kind, report)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Cost basis"
        subtitle={basis.data ? basis.data.homeName : 'What the renovations add to the home'}
        actions={
          <Stack direction="row" spacing={1}>
            {(['CSV', 'PDF'] as const).map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                disabled={!basis.data || downloading}
                onClick={() => basis.data && void download(kind, basis.data)}
              >
                Download {kind}
              </Button>
            ))}
          </Stack>
        }
      />
      <QueryState
        query={basis}
        errorTitle="Failed to fetch the cost basis"
        placeholder={<ContentSpinner label="Loading cost basis" />}
      >
        {(report) => (
          <Stack spacing={2}>
            <Totals basis={report} />
            <SectionCard title="Expenses">
              <Lines homeId={homeId} onChange={setChanging} />
            </SectionCard>
            <SectionCard title="Reductions">
              <Reductions basis={report} dialogs={dialogs} />
            </SectionCard>
          </Stack>
        )}
      </QueryState>
      <LazyDialog open={!!changing}>
        <ExpenseBasisDialog line={changing} onClose={() => setChanging(null)} />
      </LazyDialog>
      <LazyDialog open={dialogs.formOpen}>
        <ReductionFormDialog open={dialogs.formOpen} homeId={homeId} onClose={dialogs.closeForm} />
      </LazyDialog>
      <DeleteDialog dialogs={dialogs} title="Delete Reduction">
        Are you sure you want to delete this reduction? This action cannot be undone.
      </DeleteDialog>
    </>
  );
}
