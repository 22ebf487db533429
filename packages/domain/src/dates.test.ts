import { describe, expect, it } from 'vitest';
import {
  compareIsoStrings,
  formatDate,
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

  it('writes every day of a leap year and of distant years exactly as Intl en-US does', () => {
    // Prepare
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const days = [...Array(366).keys()].map((offset) => new Date(2024, 0, 1 + offset));
    days.push(new Date(1999, 11, 31), new Date(2100, 1, 28), new Date(9999, 11, 31));
    // Act / Assess
    for (const day of days) expect(formatDate(day)).toBe(intl.format(day));
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

describe('compareIsoStrings', () => {
  it('orders calendar dates and timestamps earliest first, equal ones as equal', () => {
    // Prepare
    const values = ['2025-03-01', '2024-12-31', '2025-03-01T08:00:00.000Z', '2025-02-28', '2025-03-01'];
    // Act
    const sorted = [...values].sort(compareIsoStrings);
    // Assess
    expect(sorted).toEqual([
      '2024-12-31',
      '2025-02-28',
      '2025-03-01',
      '2025-03-01',
      '2025-03-01T08:00:00.000Z',
    ]);
    expect(compareIsoStrings('2025-03-01', '2025-03-01')).toBe(0);
    expect(compareIsoStrings('2025-10-01', '2025-09-30')).toBe(1);
  });
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

describe('test environment', () => {
  it('runs west of UTC, so the local-date tests above mean something', () => {
    expect(new Date(2025, 0, 1).getTimezoneOffset()).toBeGreaterThan(0);
  });
});
