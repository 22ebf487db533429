import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReminderSettings } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { SectionCard } from '../../../components/section-card';
import { reminderQueries, useSaveReminderSettings } from '../api/reminder-queries';

type Flag = Exclude<keyof ReminderSettings, 'daysBefore'>;

const FLAGS: { flag: Flag; label: string }[] = [
  { flag: 'installmentDue', label: 'Before a payment is due' },
  { flag: 'installmentOverdue', label: 'When a payment is overdue' },
  { flag: 'milestoneOverdue', label: 'When a milestone is overdue' },
  { flag: 'weeklyDigest', label: 'A weekly digest on Mondays' },
];

const DAYS = Array.from({ length: 31 }, (_, days) => days);

/**
 * 'Payment reminders': which reminder e-mails the signed-in member gets for this household, and how many
 * days before a payment is due (docs/product.md#payment-reminders). Each change saves at once.
 */
export function ReminderSettingsCard() {
  const settings = useQuery(reminderQueries.settings());
  const save = useSaveReminderSettings();
  const { toast } = useToast();

  const change = (next: Partial<ReminderSettings>) =>
    settings.data &&
    save.mutate(
      { ...settings.data, ...next },
      { onError: (error) => toast(errorToast('Failed to save your reminder settings', error)) },
    );

  return (
    <SectionCard title="Payment reminders">
      <Typography color="text.secondary">
        E-mails to you about this household&apos;s payment schedules and milestones. Every e-mail has a link
        that turns them off.
      </Typography>
      {settings.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading your reminder settings" />
      ) : settings.isError ? (
        <LoadErrorAlert
          title="Failed to fetch your reminder settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <FormGroup>
            {FLAGS.map(({ flag, label }) => (
              <FormControlLabel
                key={flag}
                label={label}
                control={
                  <Switch
                    checked={settings.data[flag]}
                    disabled={save.isPending}
                    onChange={(event) => change({ [flag]: event.target.checked })}
                  />
                }
              />
            ))}
          </FormGroup>
          <TextField
            select
            label="Days before a payment is due"
            value={settings.data.daysBefore}
            disabled={save.isPending || !settings.data.installmentDue}
            onChange={(event) => change({ daysBefore: Number(event.target.value) })}
            sx={{ maxWidth: 280 }}
          >
            {DAYS.map((days) => (
              <MenuItem key={days} value={days}>
                {days === 0 ? 'On the day' : days === 1 ? '1 day' : `${days} days`}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </SectionCard>
  );
}
