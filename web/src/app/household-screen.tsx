import { HouseholdRoute } from '../features/household/routes/household-route';
import { CalendarFeedCard } from '../features/calendar-feed/components/calendar-feed-card';
import { ReminderSettingsCard } from '../features/reminders/components/reminder-settings-card';

/** /household: the household's people, and each member's own reminder settings and calendar feed there. */
export function HouseholdScreen() {
  return (
    <HouseholdRoute>
      <ReminderSettingsCard />
      <CalendarFeedCard />
    </HouseholdRoute>
  );
}
