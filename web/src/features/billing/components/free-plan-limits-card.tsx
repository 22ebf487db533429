import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { TitledCard } from '../../../components/titled-card';

/**
 * The free plan's caps, as the server states them in expenseLimit/contractorLimit
 * (docs/product.md#billing-screen).
 */
export function FreePlanLimitsCard({
  expenseLimit,
  contractorLimit,
}: {
  expenseLimit: number | null;
  contractorLimit: number | null;
}) {
  const limits = [
    expenseLimit !== null && `Up to ${expenseLimit} expenses`,
    contractorLimit !== null && `Up to ${contractorLimit} contractors`,
    'Basic reporting',
  ].filter((text): text is string => !!text);
  return (
    <TitledCard title="Free Plan Limitations">
      <List dense aria-label="Free plan limits">
        {limits.map((text) => (
          <ListItem key={text} disableGutters>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="textSecondary">
        Upgrade to Pro to remove these limits.
      </Typography>
    </TitledCard>
  );
}
