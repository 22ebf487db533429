import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/reminder-mutations';

/**
 * /unsubscribe?token=… (the link in every reminder e-mail; signed in or not): turns that member's reminders
 * off in that household with one click, and says plainly what was turned off and where to turn them back on.
 */
export function UnsubscribeRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }}>
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            Payment reminders
          </Typography>
          {!token || unsubscribe.isError ? (
            <Alert severity="error">
              {token && !(unsubscribe.error instanceof ApiError && unsubscribe.error.status === 404)
                ? 'We could not turn your reminders off just now. Open the link again in a moment.'
                : 'This unsubscribe link is not valid. You can turn reminders off in your settings.'}
            </Alert>
          ) : unsubscribe.isSuccess ? (
            <Alert severity="success">
              Payment reminders are off for {unsubscribe.data.email} in {unsubscribe.data.householdName}: no
              more e-mails about payments due or overdue, overdue milestones or the weekly digest.
            </Alert>
          ) : (
            <ContentSpinner label="Turning your reminders off" />
          )}
          <Typography color="textSecondary">
            You can turn them back on, or choose which ones you get, under Payment reminders on the Household
            screen.
          </Typography>
          <Button component={RouterLink} to="/household" variant="outlined" sx={{ justifySelf: 'start' }}>
            Reminder settings
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
