import { afterEach, describe, expect, it } from 'vitest';
import { academyInstant, academyWallClock, addMonths, isDay, monthWeeks, weekDays } from './academy-clock';
import { setTimeZone } from './format-date';

/** The admin calendar's days and times are the academy's (docs/decisions/042), whatever the browser's zone. */
describe('the academy clock', () => {
  afterEach(() => setTimeZone(undefined));

  it("turns a day and a time into the instant they stand for in the academy's zone, across a daylight-saving change", () => {
    setTimeZone('Europe/London');
    expect(academyInstant('2026-03-28', '18:00')).toBe('2026-03-28T18:00:00.000Z');
    expect(academyInstant('2026-03-29', '18:00')).toBe('2026-03-29T17:00:00.000Z');
    expect(academyWallClock('2026-03-29T17:00:00.000Z')).toEqual({ day: '2026-03-29', time: '18:00' });
    setTimeZone('Africa/Kampala');
    // 23:30 in Kampala is the same evening there, the next day's 20:30 UTC is not.
    expect(academyInstant('2026-11-30', '23:30')).toBe('2026-11-30T20:30:00.000Z');
    expect(academyWallClock('2026-11-30T22:00:00.000Z')).toEqual({ day: '2026-12-01', time: '01:00' });
  });

  it('lays out weeks from Monday and months as whole weeks, and refuses days that do not exist', () => {
    expect(weekDays('2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const february = monthWeeks('2027-02-10');
    expect([february.length, february[0]![0], february.at(-1)!.at(-1)]).toEqual([4, '2027-02-01', '2027-02-28']);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
    expect([isDay('2026-02-29'), isDay('2028-02-29'), isDay('2026-13-01'), isDay(null)]).toEqual([false, true, false, false]);
  });
});
