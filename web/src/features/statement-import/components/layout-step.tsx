import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsvLayout, LayoutQuestion, StatementRead } from '@reno/domain/statement-import';
import { useForm, useWatch } from 'react-hook-form';
import { SelectInput, type SelectOption } from '../../../components/form/choice-fields';
import { FormShell } from '../../../components/form/form-shell';
import type { FileProblems } from '../hooks/use-statement-file';
import { fieldsLayout, layoutFields, type LayoutFields } from '../utils/layout-fields';
import { StatementPreview } from './statement-preview';
import { StatementProblems } from './statement-problems';

const QUESTION_WORDS: Record<LayoutQuestion, string> = {
  dateOrder: 'Every date reads both ways: check whether the day or the month comes first.',
  spending: 'Check which sign is money spent.',
  columns: 'The file names no columns: check which column holds what.',
};

const DATE_ORDERS: SelectOption[] = [
  { value: 'mdy', label: 'Month first (MM/DD/YYYY)' },
  { value: 'dmy', label: 'Day first (DD/MM/YYYY)' },
  { value: 'ymd', label: 'Year first (YYYY-MM-DD)' },
];

const FIRST_ROW: SelectOption[] = [
  { value: 'yes', label: 'Names the columns' },
  { value: 'no', label: 'Is a transaction' },
];
const AMOUNT_KINDS: SelectOption[] = [
  { value: 'signed', label: 'One column, signed' },
  { value: 'split', label: 'A debit and a credit column' },
];
const SPENDING_SIGNS: SelectOption[] = [
  { value: 'positive', label: 'Positive (a card)' },
  { value: 'negative', label: 'Negative (a bank account)' },
];
const DECIMAL_MARKS: SelectOption[] = [
  { value: '.', label: 'Point (1,234.56)' },
  { value: ',', label: 'Comma (1.234,56)' },
];

interface LayoutStepProps {
  read: StatementRead;
  problems: FileProblems | null;
  onChoose: (layout: CsvLayout) => void;
  onCancel: () => void;
}

/**
 * The first rows of a CSV file as they are, and which column holds what (docs/product.md#statement-import-screen):
 * the reader's guess, with what it was unsure of asked first.
 */
export function LayoutStep({ read, problems, onChoose, onCancel }: LayoutStepProps) {
  const csv = read.csv!;
  const form = useForm<LayoutFields>({ defaultValues: layoutFields(csv.layout) });
  const header = useWatch({ control: form.control, name: 'header' }) === 'yes';
  const amountKind = useWatch({ control: form.control, name: 'amountKind' });
  const width = Math.max(0, ...csv.preview.map((cells) => cells.length));
  const names = header ? (csv.preview[0] ?? []) : [];
  const columns: SelectOption[] = Array.from({ length: width }, (_, index) => ({
    value: String(index),
    label: names[index]?.trim() ? `${index + 1}: ${names[index]!.trim()}` : `Column ${index + 1}`,
  }));
  const submit = form.handleSubmit((fields) => onChoose(fieldsLayout(fields, csv.layout.delimiter)));
  return (
    <Stack spacing={3}>
      {problems && <StatementProblems problems={problems} />}
      <StatementPreview preview={csv.preview} columns={columns.length} />
      <Box>
        <Typography component="h2" variant="h6" gutterBottom>
          Which column holds what
        </Typography>
        {csv.questions.map((question) => (
          <Typography key={question} color="textSecondary">
            {QUESTION_WORDS[question]}
          </Typography>
        ))}
      </Box>
      <FormShell form={form} onSubmit={submit} label="Column mapping">
        <SelectInput name="header" label="First row" options={FIRST_ROW} />
        <SelectInput name="date" label="Date" options={columns} />
        <SelectInput name="description" label="Description" options={columns} />
        <SelectInput name="amountKind" label="Amounts" options={AMOUNT_KINDS} />
        {amountKind === 'signed' ? (
          <>
            <SelectInput name="amount" label="Amount" options={columns} />
            <SelectInput name="spending" label="Money spent is" options={SPENDING_SIGNS} />
          </>
        ) : (
          <>
            <SelectInput name="debit" label="Debit (money out)" options={columns} />
            <SelectInput name="credit" label="Credit (money in)" options={columns} />
          </>
        )}
        <SelectInput name="dateOrder" label="Dates" options={DATE_ORDERS} />
        <SelectInput name="decimalMark" label="Decimal mark" options={DECIMAL_MARKS} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Read the rows
          </Button>
        </Stack>
      </FormShell>
    </Stack>
  );
}
