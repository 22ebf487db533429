import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  formatDate,
  formatRelativeTime,
  isValidCalendarDate,
  parseLocalDate,
  toDate,
  todayLocalDateString,
} from './dates';

describe('isValidCalendarDate', () => {
  it.each(['2025-01-05', '2024-02-29', '2000-02-29', '2025-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (value) => {
      expect(isValidCalendarDate(value)).toBe(true);
    },
  );

  it.each([
    '2025-02-30',
    '2025-02-29', // not a leap year
    '1900-02-29', // divisible by 100, not by 400
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '0000-01-01',
    '2025-1-5',
    '2025/01/05',
    '2025-01-05T00:00:00Z',
    ' 2025-01-05',
    '',
  ])('refuses %j', (value) => {
    expect(isValidCalendarDate(value)).toBe(false);
  });
});

describe('parseLocalDate', () => {
  it('reads a year-month-day string as local midnight of that day', () => {
    // Act
    const date = parseLocalDate('2025-01-05');
    // Assess
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2025, 0, 5, 0, 0],
    );
  });

  it('keeps years below 100 as written', () => {
    expect(parseLocalDate('0050-06-01').getFullYear()).toBe(50);
  });

  it('gives an Invalid Date for a date that does not exist', () => {
    expect(Number.isNaN(parseLocalDate('2025-02-30').getTime())).toBe(true);
    expect(Number.isNaN(parseLocalDate('soon').getTime())).toBe(true);
  });
});

describe('toDate', () => {
  it('copies dates, reads calendar dates locally and other values through Date', () => {
    // Prepare
    const original = new Date(2025, 0, 5, 10);
    // Act
    const copy = toDate(original);
    // Assess
    expect(copy).not.toBe(original);
    expect(copy.getTime()).toBe(original.getTime());
    expect(toDate('2025-01-05').getTime()).toBe(new Date(2025, 0, 5).getTime());
    expect(toDate('2025-01-05T12:00:00.000Z').toISOString()).toBe('2025-01-05T12:00:00.000Z');
    expect(toDate(0).getTime()).toBe(0);
  });
});

describe('formatDate', () => {
  it('writes short month, day and year in en-US', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('Dec 31, 2024');
  });

  it('does not shift a calendar date by the time zone', () => {
    // A UTC reading of '2025-03-01' would show Feb 28 west of Greenwich.
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
  });

  it('formats ISO timestamps and epoch milliseconds', () => {
    // Prepare
    const noonUtc = '2025-07-04T12:00:00.000Z';
    // Act / Assess: noon UTC is the same day in every time zone from UTC-11 to UTC+11
    expect(formatDate(noonUtc)).toBe('Jul 4, 2025');
    expect(formatDate(new Date(2025, 6, 4).getTime())).toBe('Jul 4, 2025');
  });

  it.each([null, undefined, '', 'not a date', '2025-02-30', Number.NaN])(
    'shows Invalid Date for %j',
    (value) => {
      expect(formatDate(value)).toBe('Invalid Date');
    },
  );
});

describe('todayLocalDateString', () => {
  it('writes the local day of the given moment with zero padding', () => {
    expect(todayLocalDateString(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayLocalDateString(new Date(2025, 10, 15, 0, 0))).toBe('2025-11-15');
  });

  it('defaults to the current day', () => {
    // Prepare
    const before = todayLocalDateString(new Date());
    // Act
    const today = todayLocalDateString();
    // Assess (a run across midnight may see the next day)
    expect([before, todayLocalDateString(new Date())]).toContain(today);
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween(new Date(2025, 0, 5, 23, 59), new Date(2025, 0, 6, 0, 1))).toBe(1);
    expect(calendarDaysBetween(new Date(2025, 0, 6, 0, 1), new Date(2025, 0, 6, 23, 59))).toBe(0);
    expect(calendarDaysBetween(new Date(2025, 0, 31), new Date(2025, 2, 1))).toBe(29);
  });

  it('counts a daylight-saving change day as one day', () => {
    expect(calendarDaysBetween(new Date(2025, 2, 8, 12), new Date(2025, 2, 10, 12))).toBe(2);
    expect(calendarDaysBetween(new Date(2025, 9, 25, 12), new Date(2025, 10, 3, 12))).toBe(9);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2025, 5, 30, 15, 0); // 30 Jun 2025, 15:00 local
  const daysAgo = (days: number) => new Date(2025, 5, 30 - days, 9, 30);

  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
  ])('says %i days back is %s', (days, expected) => {
    expect(formatRelativeTime(daysAgo(days), now)).toBe(expected);
  });

  it('shows the date from 30 days back', () => {
    expect(formatRelativeTime(daysAgo(30), now)).toBe('May 31, 2025');
    expect(formatRelativeTime(daysAgo(400), now)).toBe('May 26, 2024');
  });

  it('counts by local calendar day: late last night is Yesterday', () => {
    expect(formatRelativeTime(new Date(2025, 5, 29, 23, 59), new Date(2025, 5, 30, 0, 1))).toBe('Yesterday');
  });

  it('reads year-month-day strings as local dates', () => {
    expect(formatRelativeTime('2025-06-30', now)).toBe('Today');
    expect(formatRelativeTime('2025-06-29', now)).toBe('Yesterday');
  });

  it('shows future moments as their date and garbage as Invalid Date', () => {
    expect(formatRelativeTime('2025-07-02', now)).toBe('Jul 2, 2025');
    expect(formatRelativeTime('whenever', now)).toBe('Invalid Date');
  });

  it('defaults to the current moment', () => {
    expect(formatRelativeTime(new Date())).toBe('Today');
  });
});

describe('test environment', () => {
  it('runs west of UTC, so the local-date tests above mean something', () => {
    expect(new Date(2025, 0, 1).getTimezoneOffset()).toBeGreaterThan(0);
  });
});
