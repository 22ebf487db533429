import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPENSE_CATEGORIES, PAYMENT_METHODS, type ImportRule } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyDestructiveConfirm } from '../../../components/lazy-destructive-confirm';
import { SectionCard } from '../../../components/section-card';
import { useCanEdit } from '../../../lib/household-role';
import { statementImportQueries } from '../api/statement-import-queries';
import { useDeleteRule, useSaveRule } from '../api/statement-import-mutations';
import { BareList } from '../../../components/bare-list';

/**
 * The rules learned from the household's imports (docs/product.md#statement-import-rules): each vendor's
 * category and payment method, changed here at once, or deleted.
 */
export function ImportRules() {
  const rules = useQuery(statementImportQueries.rules());
  const canEdit = useCanEdit();
  const remove = useDeleteRule();
  const [deleting, setDeleting] = useState<ImportRule | null>(null);
  if (!rules.data || rules.data.length === 0) return null;
  return (
    <SectionCard title="Rules from your imports">
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Rows of these vendors start with this category and payment method. Each import updates them.
      </Typography>
      <BareList label="Import rules">
        {rules.data.map((rule) => (
          <RuleItem key={rule.id} rule={rule} canEdit={canEdit} onDelete={() => setDeleting(rule)} />
        ))}
      </BareList>
      <LazyDestructiveConfirm
        open={deleting !== null}
        title="Delete Rule"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {`Rows of ${deleting?.vendor ?? ''} will no longer start with its category and payment method.`}
      </LazyDestructiveConfirm>
    </SectionCard>
  );
}

function RuleItem({ rule, canEdit, onDelete }: { rule: ImportRule; canEdit: boolean; onDelete: () => void }) {
  const save = useSaveRule();
  const change = (field: 'category' | 'paymentMethod', value: string) =>
    save.mutate({
      vendor: rule.vendor,
      category: rule.category,
      paymentMethod: rule.paymentMethod,
      [field]: value,
    });
  const select = (
    field: 'category' | 'paymentMethod',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={rule[field]}
      disabled={!canEdit || save.isPending}
      onChange={(event) => change(field, event.target.value)}
      sx={{ minWidth: 150 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="li"
      aria-label={rule.vendor}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 500, flex: '1 1 8rem', overflowWrap: 'anywhere' }}>
        {rule.vendor}
      </Typography>
      {select('category', 'Category', EXPENSE_CATEGORIES)}
      {select('paymentMethod', 'Payment method', PAYMENT_METHODS)}
      {canEdit && (
        <IconButton aria-label={`Delete the rule for ${rule.vendor}`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      )}
    </Box>
  );
}
