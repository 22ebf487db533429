import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The billing screen's heading, for its owner and for a member alike. */
export function BillingHeader() {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        Billing & Subscription
      </Typography>
      <Typography color="textSecondary">Manage your plan and see how much of it you use</Typography>
    </Box>
  );
}
