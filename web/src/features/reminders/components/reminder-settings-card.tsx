import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REMINDER_SETTING_LABELS, type ReminderSettings } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { InstantSelect } from '../../../components/instant-select';
import { QueryState } from '../../../components/query-state';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { SectionCard } from '../../../components/section-card';
import { householdQueries } from '../../../entities/household/api/household-queries';
import { useSaveReminderSettings } from '../api/reminder-mutations';
import { LoadingPlaceholder } from '../../../components/loading-placeholder';

type Flag = Exclude<keyof ReminderSettings, 'daysBefore'>;

const FLAGS = Object.entries(REMINDER_SETTING_LABELS).map(([flag, label]) => ({ flag: flag as Flag, label }));

const DAYS = Array.from({ length: 31 }, (_, days) => ({
  value: days,
  label: days === 0 ? 'On the day' : days === 1 ? '1 day' : `${days} days`,
}));

/**
 * 'Payment reminders': which reminder e-mails the signed-in member gets for this household, and how many
 * days before a payment is due (docs/product.md#payment-reminders). Each change saves at once.
 */
export function ReminderSettingsCard() {
  const settings = useQuery(householdQueries.reminders());
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
      <Typography color="textSecondary">
        E-mails to you about this household&apos;s payment schedules, milestones, maintenance and warranties.
        Every e-mail has a link that turns them off.
      </Typography>
      <QueryState
        query={settings}
        errorTitle="Failed to fetch your reminder settings"
        placeholder={<LoadingPlaceholder height={198} label="Loading your reminder settings" />}
      >
        {(current) => (
          <>
            <FormGroup>
              {FLAGS.map(({ flag, label }) => (
                <FormControlLabel
                  key={flag}
                  label={label}
                  control={
                    <Switch
                      checked={current[flag]}
                      disabled={save.isPending}
                      onChange={(event) => change({ [flag]: event.target.checked })}
                    />
                  }
                />
              ))}
            </FormGroup>
            <InstantSelect
              size="medium"
              label="Days before a payment is due"
              value={current.daysBefore}
              options={DAYS}
              disabled={save.isPending || !current.installmentDue}
              onChange={(daysBefore) => change({ daysBefore })}
              sx={{ maxWidth: 280 }}
            />
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
