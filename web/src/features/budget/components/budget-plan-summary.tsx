import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expenseCategoryLabel, formatMoney, toCents, type BudgetPlan } from '@reno/domain';
import { Detail } from '../../../components/detail';

/**
 * The plan as a viewer sees it (docs/product.md#viewer-screens): the budget, each planned line, the
 * contingency and what is unallocated; no editor.
 */
export function BudgetPlanSummary({ plan }: { plan: BudgetPlan }) {
  const unallocatedCents = toCents(plan.unallocated) ?? 0;
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Project budget: {formatMoney(plan.budget)}
      </Typography>
      {plan.lines.length === 0 && (toCents(plan.contingency) ?? 0) === 0 ? (
        <Typography>No budget plan yet</Typography>
      ) : (
        <Box
          component="dl"
          aria-label="Planned per category"
          sx={{
            m: 0,
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {plan.lines.map((line) => (
            <Box key={line.category}>
              <Detail label={expenseCategoryLabel(line.category)}>{formatMoney(line.planned)}</Detail>
            </Box>
          ))}
          <Box>
            <Detail label="Contingency">{formatMoney(plan.contingency)}</Detail>
          </Box>
        </Box>
      )}
      <Typography sx={{ fontWeight: 600, color: unallocatedCents < 0 ? 'error.main' : 'text.primary' }}>
        Unallocated: {formatMoney(plan.unallocated)}
      </Typography>
    </>
  );
}
