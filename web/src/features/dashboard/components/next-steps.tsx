import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import EngineeringIcon from '@mui/icons-material/Engineering';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { VIEWER_NOTE } from '../../../components/record-list';
import { useCanEdit } from '../../../lib/household-role';

/** Where 'Plan the budget' leads: the Budget screen's plan editor. */
export const BUDGET_PLAN_PATH = '/budget';

interface Step {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}

/**
 * A new project's dashboard: what to do first, instead of empty charts and lists. A viewer, who does
 * none of it, reads who adds the expenses instead.
 */
export function NextSteps({ onAddExpense }: { onAddExpense: () => void }) {
  if (!useCanEdit()) {
    return <EmptyState headingLevel="h2" title="No expenses yet" description={VIEWER_NOTE} />;
  }
  const steps: Step[] = [
    {
      icon: <ReceiptLongIcon color="primary" aria-hidden />,
      title: 'Add an expense',
      text: 'Add your first expense to get started',
      action: (
        <Button variant="contained" onClick={onAddExpense}>
          Add your first expense
        </Button>
      ),
    },
    {
      icon: <EngineeringIcon color="primary" aria-hidden />,
      title: 'Add a contractor',
      text: 'Keep the people who work on your home at hand, and link their quotes and payments.',
      action: (
        <Button variant="outlined" component={RouterLink} to="/contractors">
          Add a contractor
        </Button>
      ),
    },
    {
      icon: <AccountBalanceWalletIcon color="primary" aria-hidden />,
      title: 'Plan the budget',
      text: 'Check the total budget and the tax rate your estimates start from.',
      action: (
        <Button variant="outlined" component={RouterLink} to={BUDGET_PLAN_PATH}>
          Plan the budget
        </Button>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ mt: 2 }}>
      <Typography id="next-steps-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        Next steps
      </Typography>
      <CardGrid ordered columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }}>
        {steps.map((step) => (
          <Card component="li" key={step.title}>
            <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              {step.icon}
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {step.text}
              </Typography>
              {step.action}
            </CardContent>
          </Card>
        ))}
      </CardGrid>
    </Box>
  );
}
