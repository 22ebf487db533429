// The calendar feed as a calendar app reads it: parsed by an iCalendar parser (ical.js), one all-day event
// per payment due, open milestone with a target date and maintenance task, with UIDs that stay when a date moves.
import type { ReminderHousehold } from '@reno/data';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed } from './calendar-feed';

const stamps = {
  userId: 'owner',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  createdBy: { userId: 'owner', name: 'Dana' },
  updatedBy: { userId: 'owner', name: 'Dana' },
};

function household(lastDoneDate: string | null): ReminderHousehold {
  return {
    householdId: 'owner',
    owner: null,
    members: [],
    projects: [{ id: 1, name: 'Addition' }],
    estimates: [],
    milestones: [
      {
        ...stamps,
        id: 4,
        projectId: 1,
        title: 'Framing',
        description: null,
        category: 'Structural',
        targetDate: '2026-12-02',
        completedDate: null,
        isCompleted: false,
      },
      {
        ...stamps,
        id: 5,
        projectId: 1,
        title: 'Demolition',
        description: null,
        category: 'Structural',
        targetDate: '2026-11-02',
        completedDate: '2026-11-01',
        isCompleted: true,
      },
    ],
    homes: [{ id: 1, name: 'Maple Street house' }],
    maintenance: [
      {
        ...stamps,
        id: 7,
        homeId: 1,
        itemId: null,
        name: 'HVAC filter',
        notes: null,
        rule: 'every',
        intervalMonths: 3,
        startDate: '2026-12-15',
        log: lastDoneDate ? [{ date: lastDoneDate, note: null, expenseId: null }] : [],
        lastDoneDate,
        nextDueDate: lastDoneDate ? '2027-03-15' : '2026-12-15',
      },
    ],
    warranties: [
      {
        itemId: 9,
        name: 'Gas range',
        warranty: {
          startDate: '2026-01-10',
          months: 12,
          endDate: null,
          endsOn: '2027-01-10',
          covered: null,
          contact: null,
          document: null,
        },
      },
    ],
  };
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describe('the calendar feed', () => {
  it('holds an all-day event for each open milestone with a date, each maintenance task and each warranty end, parsed as iCalendar', () => {
    const text = calendarFeed({
      household: household(null),
      name: "Dana's household",
      today: '2026-11-20',
      appOrigin: 'https://reno.example',
    });
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-calname')).toBe(
      "Renovation: Dana's household",
    );
    expect(events(text)).toEqual([
      {
        uid: 'milestone#4@owner',
        summary: 'Milestone: Framing (Addition)',
        start: '2026-12-02',
        allDay: true,
      },
      {
        uid: 'maintenance#7@owner',
        summary: 'Maintenance: HVAC filter (Maple Street house)',
        start: '2026-12-15',
        allDay: true,
      },
      { uid: 'warranty#9@owner', summary: 'Warranty ends: Gas range', start: '2027-01-10', allDay: true },
    ]);
  });

  it('keeps a task’s UID when marking it done moves its date', () => {
    const moved = events(
      calendarFeed({
        household: household('2026-12-16'),
        name: 'x',
        today: '2026-12-16',
        appOrigin: 'https://reno.example',
      }),
    );
    expect(moved.find((event) => event.uid === 'maintenance#7@owner')?.start).toBe('2027-03-15');
  });
});
