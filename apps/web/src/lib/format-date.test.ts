import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, setTimeZone } from './format-date';

const intl = (zone: string, time: number) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(time);

describe('formatDate', () => {
  afterEach(() => setTimeZone(undefined));

  it('writes a UTC date without Intl exactly as en-GB does, across every month and the day boundary', () => {
    setTimeZone('UTC');
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [9, 23],
        [28, 12],
      ] as const) {
        const time = Date.UTC(2026, month, day, hour, 59);
        expect(formatDate(new Date(time).toISOString())).toBe(intl('UTC', time));
      }
    }
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('21 November 2026');
  });

  it('writes a UTC short date and time without Intl exactly as en-GB does, on every weekday and month, at both ends of the day', () => {
    setTimeZone('UTC');
    const short = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [2, 9, 5],
        [3, 12, 30],
        [4, 23, 59],
        [5, 13, 7],
        [6, 18, 45],
        [7, 6, 1],
      ] as const) {
        const time = Date.UTC(2026, month, day, hour, minute);
        expect(formatDateTime(new Date(time).toISOString())).toBe(short.format(time));
      }
    }
    expect(formatDateTime('2026-11-28T10:00:00Z')).toBe('Sat, 28 Nov 2026, 10:00');
  });

  it('writes a short date and time in another academy zone with its formatter', () => {
    setTimeZone('Pacific/Kiritimati');
    expect(formatDateTime('2026-11-28T10:00:00Z')).toBe('Sun, 29 Nov 2026, 00:00');
  });

  it('writes the date in another academy zone with its formatter', () => {
    setTimeZone('Pacific/Kiritimati');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 November 2026');
  });

  it('gives an empty string for a missing or unreadable date', () => {
    setTimeZone('UTC');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  afterEach(() => setTimeZone(undefined));

  it("writes the admin lists' styles in the academy's zone, whatever the reader's", () => {
    setTimeZone('Africa/Kampala');
    const at = '2026-11-21T22:30:05Z';
    expect(formatDateTime(at, 'day')).toBe('22 Nov 2026');
    expect(formatDateTime(at, 'dayTime')).toBe('22 Nov 2026, 01:30');
    expect(formatDateTime(at, 'time')).toBe('01:30');
    expect(formatDateTime(at, 'timeSeconds')).toBe('01:30:05');
    expect(formatDateTime(at, 'soon')).toBe('22 Nov, 01:30');
    expect(formatDateTime(at, 'longDayTime')).toBe('22 November 2026 at 01:30');
    setTimeZone('UTC');
    expect(formatDateTime(at, 'dayTime')).toBe('21 Nov 2026, 22:30');
    expect(formatDateTime(null, 'day')).toBe('');
    expect(formatDateTime('not a date', 'day')).toBe('');
  });
});
