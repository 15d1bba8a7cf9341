import { afterEach, describe, expect, it } from 'vitest';
import { isoToLocal, localToIso } from './datetime-local';
import { formatDate, formatDateTime, setTimeZone } from './format-date';
import { readerZoneDiffers, withZoneName, zoneNameAt } from './zone-name';

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

/** The admin in a browser whose zone is not the academy's (docs/decisions/050): `process.env.TZ` is the browser's here. */
describe("the academy's zone under another browser zone", () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = browserZone;
    setTimeZone(undefined);
  });

  it("writes the academy's times, not the browser's, and names the academy's zone beside a time only where the two clocks differ", () => {
    process.env.TZ = 'America/New_York';
    setTimeZone('Europe/Berlin');
    const winter = '2026-12-07T17:00:00Z';
    const summer = '2027-06-07T16:00:00Z';
    // 18:00 in Berlin both times; the browser's clock reads 12:00.
    expect(new Date(winter).getHours()).toBe(12);
    expect(formatDateTime(winter, 'time')).toBe('18:00');
    expect(formatDateTime(summer, 'time')).toBe('18:00');
    expect(formatDateTime(winter, 'long')).toBe('Monday, 7 December 2026 at 18:00 CET');
    expect(readerZoneDiffers(winter)).toBe(true);
    expect(withZoneName('18:00', winter)).toBe('18:00 CET');
    expect(withZoneName('18:00', summer)).toBe('18:00 CEST');
    expect(zoneNameAt(summer)).toBe('CEST');
    expect(withZoneName('', winter)).toBe('');

    // Paris reads the same clock as Berlin: no name needed.
    process.env.TZ = 'Europe/Paris';
    setTimeZone('Europe/Berlin');
    expect(readerZoneDiffers(winter)).toBe(false);
    expect(withZoneName('18:00', winter)).toBe('18:00');

    // London reads the same as Accra (UTC+0) all winter, an hour apart in summer.
    process.env.TZ = 'Europe/London';
    setTimeZone('Africa/Accra');
    expect(withZoneName('17:00', winter)).toBe('17:00');
    expect(withZoneName('16:00', summer)).toBe('16:00 GMT');
  });

  it("reads and writes a datetime-local field on the academy's clock (trial sessions, offer deadlines)", () => {
    process.env.TZ = 'Asia/Tokyo';
    setTimeZone('America/New_York');
    expect(isoToLocal('2027-03-13T23:00:00Z')).toBe('2027-03-13T18:00');
    // New York moves to summer time on 14 March 2027: 18:00 is then 22:00 UTC.
    expect(localToIso('2027-03-14T18:00')).toBe('2027-03-14T22:00:00.000Z');
    expect(localToIso('2027-03-13T18:00')).toBe('2027-03-13T23:00:00.000Z');
    expect(localToIso('not a time')).toBe('not a time');
    expect(isoToLocal('nonsense')).toBe('');
  });
});
