import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PRO_PRICE_LABEL } from '@reno/domain';
import { TitledCard } from '../../../components/titled-card';

const PRO_FEATURES = [
  'Unlimited expenses',
  'Unlimited contractors',
  'Advanced analytics',
  'Priority support',
];

interface UpgradeCardProps {
  pending: boolean;
  /** The local stack's stand-in takes no card: say so rather than let anyone wonder. */
  localCheckout: boolean;
  onUpgrade: () => void;
}

export function UpgradeCard({ pending, localCheckout, onUpgrade }: UpgradeCardProps) {
  return (
    <TitledCard title="Upgrade to Pro" variant="outlined" sx={{ borderColor: 'primary.main' }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {PRO_PRICE_LABEL}
        <Typography component="span" color="textSecondary">
          /month
        </Typography>
      </Typography>
      <Typography color="textSecondary">Cancel anytime</Typography>
      <List dense aria-label="Pro features">
        {PRO_FEATURES.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckIcon color="success" fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
      <Button variant="contained" fullWidth size="large" onClick={onUpgrade} disabled={pending}>
        {pending ? 'Redirecting to checkout...' : 'Upgrade to Pro'}
      </Button>
      {localCheckout && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Local test checkout: no card is charged.
        </Typography>
      )}
    </TitledCard>
  );
}
