import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, type ChangeOrder, type Milestone } from '@reno/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, PercentInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FieldRow } from '../../../components/form/field-row';
import { INSTALLMENT_KIND_LABELS } from '../../../entities/estimate/utils/installments';
import { KIND_OPTIONS, type ScheduleFormValues } from '../utils/schedule-fields';

interface InstallmentEditorProps {
  index: number;
  count: number;
  milestones: readonly Milestone[];
  changeOrders: readonly ChangeOrder[];
  onMove: (to: number) => void;
  onRemove: () => void;
}

const SHARE_OPTIONS = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];
const TIMING_OPTIONS = [
  { value: 'date', label: 'On a date' },
  { value: 'milestone', label: 'When a milestone completes' },
];

/** One installment of the schedule editor: kind, label, its share, when it is due, change orders on it. */
export function InstallmentEditor({
  index,
  count,
  milestones,
  changeOrders,
  onMove,
  onRemove,
}: InstallmentEditorProps) {
  const name = (field: string) => `installments.${index}.${field}`;
  const { control } = useFormContext<ScheduleFormValues>();
  const installment = useWatch({ control, name: `installments.${index}` });
  const final = installment.kind === 'final';
  const heading = `${index + 1}. ${installment.label || INSTALLMENT_KIND_LABELS[installment.kind]}`;
  return (
    <Box
      component="fieldset"
      aria-label={heading}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 2,
      }}
    >
      <InstallmentHeading
        heading={heading}
        movable={!final}
        index={index}
        count={count}
        onMove={onMove}
        onRemove={onRemove}
      />
      <FieldRow>
        <SelectInput
          name={name('kind')}
          label="Kind"
          options={final ? KIND_OPTIONS : KIND_OPTIONS.filter((option) => option.value !== 'final')}
        />
        <TextInput name={name('label')} label="Label (Optional)" />
      </FieldRow>
      {final ? (
        <Typography variant="body2" color="textSecondary">
          The rest of the total, with the retainage held back
        </Typography>
      ) : (
        <FieldRow>
          <SelectInput name={name('share')} label="Share" options={SHARE_OPTIONS} />
          {installment.share === 'amount' ? (
            <MoneyInput name={name('amount')} label="Amount" />
          ) : (
            <PercentInput name={name('percentage')} label="Percentage" />
          )}
        </FieldRow>
      )}
      <FieldRow>
        <SelectInput name={name('timing')} label="Due" options={TIMING_OPTIONS} />
        {installment.timing === 'date' ? (
          <DateInput name={name('dueDate')} label="Due date" />
        ) : (
          <SelectInput
            name={name('milestoneId')}
            label="Milestone"
            emptyOption="Choose a milestone"
            options={milestones.map((milestone) => ({ value: String(milestone.id), label: milestone.title }))}
          />
        )}
      </FieldRow>
      {!final && changeOrders.length > 0 && <ChangeOrderPicker index={index} changeOrders={changeOrders} />}
    </Box>
  );
}

/** The approved change orders placed on this installment (else they land on the final payment). */
function ChangeOrderPicker({ index, changeOrders }: { index: number; changeOrders: readonly ChangeOrder[] }) {
  const { control } = useFormContext<ScheduleFormValues>();
  return (
    <Controller
      control={control}
      name={`installments.${index}.changeOrderIds`}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Change orders on this payment"
          fullWidth
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as unknown as number[])}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? 'Otherwise they are added to the final payment'}
          slotProps={{ select: { multiple: true } }}
        >
          {changeOrders.map((order) => (
            <MenuItem key={order.id} value={order.id}>
              {`${order.title} (${formatMoney(order.amountWithTax)})`}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

interface InstallmentHeadingProps {
  heading: string;
  /** The final payment stays last: it has no moves and cannot be removed. */
  movable: boolean;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function InstallmentHeading({ heading, movable, index, count, onMove, onRemove }: InstallmentHeadingProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 600, flexGrow: 1 }}>
        {heading}
      </Typography>
      {movable && (
        <>
          <IconButton
            aria-label={`Move ${heading} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Move ${heading} down`}
            disabled={index >= count - 2}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove ${heading}`} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  );
}
