import { HouseholdRoute } from '../features/household/routes/household-route';
import { ReminderSettingsCard } from '../features/reminders/components/reminder-settings-card';

/** /household: the household's people, and each member's own payment reminder settings there. */
export function HouseholdScreen() {
  return (
    <HouseholdRoute>
      <ReminderSettingsCard />
    </HouseholdRoute>
  );
}
