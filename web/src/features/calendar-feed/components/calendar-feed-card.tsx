import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { calendarLinkQueries, useMakeCalendarLink } from '../api/calendar-link';

/**
 * 'Calendar feed': the member's private iCalendar address for this household (docs/product.md#calendar-feed).
 * The address shows once, when it is made (only its hash is kept); 'Make a new link' replaces it, and the old
 * one stops working.
 */
export function CalendarFeedCard() {
  const link = useQuery(calendarLinkQueries.mine());
  const make = useMakeCalendarLink();
  const { toast } = useToast();

  const makeLink = () =>
    make.mutate(undefined, {
      onError: (error) => toast(errorToast('Failed to make a calendar link', error, makeLink)),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Calendar link copied', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed: select the address and copy it', variant: 'destructive' });
    }
  };

  return (
    <SectionCard title="Calendar feed">
      <Typography color="textSecondary">
        A private address your calendar app (Google Calendar, Apple Calendar, Outlook) subscribes to: this
        household&apos;s payments due, milestones, maintenance due and warranty ends. Anyone who has it can
        read them.
      </Typography>
      <QueryState
        query={link}
        errorTitle="Failed to fetch your calendar link"
        placeholder={<LoadingPlaceholder height={96} label="Loading your calendar link" />}
      >
        {(current) => (
          <Box sx={{ display: 'grid', gap: 1.5, minHeight: 96, alignContent: 'start' }}>
            {current.url ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <TextField
                  label="Calendar address"
                  value={current.url}
                  fullWidth
                  size="small"
                  slotProps={{ htmlInput: { readOnly: true } }}
                  onFocus={(event) => event.target.select()}
                />
                <Button variant="outlined" onClick={() => void copy(current.url!)}>
                  Copy
                </Button>
              </Box>
            ) : (
              <Typography variant="body2">
                {current.active && current.createdAt
                  ? `Your link was made ${formatDate(current.createdAt)}; its address shows only when it is made. Make a new link to see one: the old one stops working.`
                  : 'No calendar link yet.'}
              </Typography>
            )}
            <Box>
              <Button
                variant={current.active ? 'text' : 'contained'}
                onClick={makeLink}
                disabled={make.isPending}
              >
                {current.active ? 'Make a new link' : 'Make a link'}
              </Button>
            </Box>
          </Box>
        )}
      </QueryState>
    </SectionCard>
  );
}
