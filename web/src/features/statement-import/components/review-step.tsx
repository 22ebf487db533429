import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXPENSE_CATEGORIES, formatCents, PAYMENT_METHODS, toCents, type Project } from '@reno/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../components/form/checkbox-field';
import { SelectInput } from '../../../components/form/choice-fields';
import { FormShell } from '../../../components/form/form-shell';
import {
  importBatches,
  initialChoice,
  isImported,
  type BatchRow,
  type ReviewRow,
  type RowChoice,
} from '../utils/import-rows';
import { BareList } from '../../../components/bare-list';

/** Rows drawn at first, and added by each 'Show more rows': a 10,000-row file is not drawn at once. */
const ROWS_SHOWN = 100;

interface ReviewFields {
  projectId: string;
  leaveOutTransfers: boolean;
  rows: RowChoice[];
}

interface ReviewStepProps {
  rows: ReviewRow[];
  projects: Project[];
  projectId: number;
  onConfirm: (projectId: number, batches: BatchRow[][]) => void;
  onCancel: () => void;
}

/**
 * Every row of the statement and where it goes (docs/product.md#statement-import-screen): the project, each
 * row's category and payment method (its vendor's rule first), 'Already logged' beside its match and left out
 * unless chosen, credits as credits, transfers left out on request.
 */
export function ReviewStep({ rows, projects, projectId, onConfirm, onCancel }: ReviewStepProps) {
  const form = useForm<ReviewFields>({
    defaultValues: { projectId: String(projectId), leaveOutTransfers: false, rows: rows.map(initialChoice) },
  });
  const [shown, setShown] = useState(ROWS_SHOWN);
  const choices = useWatch({ control: form.control, name: 'rows' });
  const leaveOutTransfers = useWatch({ control: form.control, name: 'leaveOutTransfers' });
  const count = rows.filter((row, index) => isImported(row, choices[index]!, leaveOutTransfers)).length;
  const logged = rows.filter((row) => row.check.status === 'logged').length;
  const imported = rows.filter((row) => row.check.status === 'imported').length;
  const transfers = rows.filter((row) => row.transfer).length;
  const submit = form.handleSubmit((fields) =>
    onConfirm(Number(fields.projectId), importBatches(rows, fields.rows, fields.leaveOutTransfers)),
  );
  return (
    <FormShell form={form} onSubmit={submit} label="Statement rows">
      <Typography role="status">
        {[
          `${rows.length} rows`,
          logged > 0 && `${logged} already logged`,
          imported > 0 && `${imported} imported before`,
          `${count} to import`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <SelectInput
        name="projectId"
        label="Project"
        options={projects.map((project) => ({ value: String(project.id), label: project.name }))}
      />
      {transfers > 0 && (
        <CheckboxInput
          name="leaveOutTransfers"
          label={`Leave out ${transfers} transfers between my own accounts`}
        />
      )}
      <BareList label="Statement rows">
        {rows.slice(0, shown).map((row, index) => (
          <StatementRowItem key={row.fingerprint} row={row} index={index} />
        ))}
      </BareList>
      {shown < rows.length && (
        <Button onClick={() => setShown(shown + ROWS_SHOWN)}>
          Show more rows ({rows.length - shown} left)
        </Button>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={count === 0}>
          Import {count} {count === 1 ? 'row' : 'rows'}
        </Button>
      </Stack>
    </FormShell>
  );
}

/** One bank transaction: what the bank says, what the check found, and its choices. */
function StatementRowItem({ row, index }: { row: ReviewRow; index: number }) {
  const { date, description, amountCents } = row.row;
  const { check } = row;
  const credit = amountCents < 0;
  return (
    <Box
      component="li"
      aria-label={description}
      sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {check.status === 'imported' ? (
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{description}</Typography>
        ) : (
          <CheckboxInput name={`rows.${index}.include`} label={description} />
        )}
        <Typography sx={{ ml: 'auto', color: credit ? 'success.main' : undefined }}>
          {credit ? `Credit ${formatCents(-amountCents)}` : formatCents(amountCents)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {date}
        </Typography>
        {check.status === 'imported' && <Chip size="small" label="Imported before" />}
        {check.status === 'logged' && (
          <>
            <Chip size="small" label="Already logged" />
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {`as ${check.expense.description} · ${check.expense.date} · ${formatCents(toCents(check.expense.amount) ?? 0)}`}
            </Typography>
          </>
        )}
        {row.transfer && <Chip size="small" label="Transfer" />}
      </Box>
      {check.status !== 'imported' && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
          <SelectInput name={`rows.${index}.category`} label="Category" options={EXPENSE_CATEGORIES} />
          <SelectInput
            name={`rows.${index}.paymentMethod`}
            label="Payment method"
            options={PAYMENT_METHODS}
          />
        </Box>
      )}
    </Box>
  );
}
