import { timeZone } from './format-date';

/**
 * Days and times on the academy's wall clock (its time zone, lib/format-date.ts), for the admin
 * calendar (docs/decisions/042): which day an event is on, and the instant a day and a time picked
 * in a form stand for. A day is written 'YYYY-MM-DD'; day arithmetic is done on those, in UTC, so a
 * daylight-saving change never moves a day.
 */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    }
    wallFormats.set(zone, format);
  }
  return format;
}

/** The academy's wall-clock time at `ms`, as if it were UTC (ms since the epoch). */
function wallOf(ms: number): number {
  const parts = Object.fromEntries(
    wallFormat(timeZone())
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute));
}

/** An instant's day and time on the academy's clock: `{ day: '2026-11-30', time: '18:00' }`. */
export function academyWallClock(iso: string): { day: string; time: string } {
  const wall = new Date(wallOf(Math.floor(Date.parse(iso) / 60_000) * 60_000)).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The instant `day` at `time` ('18:00') on the academy's clock stands for, as ISO. */
export function academyInstant(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  let instant = wall - (wallOf(wall) - wall);
  instant = wall - (wallOf(instant) - instant);
  return new Date(instant).toISOString();
}

/** Today on the academy's clock. */
export const academyToday = (now = Date.now()) => academyWallClock(new Date(now).toISOString()).day;

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `day` moved by `months` months, on the first of that month. */
export function addMonths(day: string, months: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The Monday of `day`'s week (weeks start on Monday). */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The seven days of `day`'s week, Monday first. */
export const weekDays = (day: string) => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(day), i));

/** The weeks a month view shows for `day`'s month: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthWeeks(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** Whether `value` is a day ('2026-11-30') that exists. */
export function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A day's name, written without a zone (it is already the academy's day): "30 November 2026", "Mon 30 Nov", "November 2026". */
export function dayLabel(day: string, style: 'long' | 'short' | 'month' | 'weekday'): string {
  let format = dayFormats.get(style);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      long: { day: 'numeric', month: 'long', year: 'numeric' },
      short: { weekday: 'short', day: 'numeric', month: 'short' },
      month: { month: 'long', year: 'numeric' },
      weekday: { weekday: 'long', day: 'numeric', month: 'long' },
    };
    format = new Intl.DateTimeFormat('en-GB', { ...options[style], timeZone: 'UTC' });
    dayFormats.set(style, format);
  }
  return format.format(Date.parse(`${day}T12:00:00Z`));
}
