import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  MAX_ITEM_EXPENSES,
  MAX_PAGE_SIZE,
  type HomeItem,
  type HomeItemFormValues,
} from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { InstantSelect } from '../../../components/instant-select';
import { expenseQueries } from '../../expense/api/expense-queries';
import { useSelectedProject } from '../../project/selected-project/selected-project-provider';
import { BareList } from '../../../components/bare-list';

type LinkedExpense = HomeItem['expenses'][number];

const line = (expense: LinkedExpense) =>
  `${expense.description}, ${formatDate(expense.date)}: ${formatMoney(expense.amount)}`;

/**
 * 'Paid by' on the item form (docs/product.md#home-item-form): the linked expenses, each with 'Unlink', and
 * 'Link an expense' among the selected project's 100 newest (the list the dashboard reads). The item's cost
 * follows at read: the API sums what is linked.
 */
export function LinkedExpenses({ linked }: { linked: LinkedExpense[] }) {
  const { control, setValue } = useFormContext<HomeItemFormValues>();
  const ids = useWatch({ control, name: 'expenseIds' });
  const { selectedProject } = useSelectedProject();
  const listed = useQuery({
    ...expenseQueries.list({ projectId: selectedProject?.id, pageSize: MAX_PAGE_SIZE }),
    enabled: !!selectedProject,
  }).data?.expenses;
  const known = new Map([...linked, ...(listed ?? [])].map((expense) => [expense.id, expense]));
  const paidBy = ids.flatMap((id) => known.get(id) ?? []);
  const set = (next: number[]) => setValue('expenseIds', next, { shouldDirty: true });
  const choices = (listed ?? [])
    .filter((expense) => !ids.includes(expense.id))
    .map((expense) => ({ value: String(expense.id), label: line(expense) }));
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        Paid by
      </Typography>
      {paidBy.length > 0 && (
        <BareList label="Paid by">
          {paidBy.map((expense) => (
            <Box component="li" key={expense.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {line(expense)}
              </Typography>
              <IconButton
                aria-label={`Unlink ${expense.description}`}
                size="small"
                onClick={() => set(ids.filter((id) => id !== expense.id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </BareList>
      )}
      {selectedProject && choices.length > 0 && ids.length < MAX_ITEM_EXPENSES && (
        <InstantSelect
          label={`Link an expense of ${selectedProject.name}`}
          value=""
          options={[{ value: '', label: 'Choose an expense' }, ...choices]}
          onChange={(value) => value && set([...ids, Number(value)])}
          sx={{ mt: 1, width: '100%' }}
        />
      )}
    </Box>
  );
}
