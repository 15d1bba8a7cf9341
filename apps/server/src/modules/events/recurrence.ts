/**
 * Weekly occurrences on the academy's wall clock (docs/decisions/038): a training at 18:00 stays
 * at 18:00 local time across a daylight-saving change, so weeks are counted in the zone's calendar
 * days, not in 7 × 24 hours.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes (east positive). */
function offsetMinutes(zone: string, instant: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `start` moved by `days` calendar days of `zone`, at the same wall-clock time. */
export function addZonedDays(start: Date, days: number, zone: string): Date {
  return addWallClock(start, days * 86_400_000, zone);
}

/**
 * `start` moved by `ms` on the wall clock of `zone`: a session at 18:00 moved by an hour is at 19:00
 * on either side of a daylight-saving change ("this and all following", docs/decisions/042).
 */
export function addWallClock(start: Date, ms: number, zone: string): Date {
  const wall = start.getTime() + offsetMinutes(zone, start) * 60_000 + ms;
  const guess = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutes(zone, new Date(guess)) * 60_000);
}

/** How far `to` is from `from` on the wall clock of `zone`, in ms (an hour later across a daylight-saving change is still an hour). */
export function wallClockDelta(from: Date, to: Date, zone: string): number {
  return to.getTime() + offsetMinutes(zone, to) * 60_000 - (from.getTime() + offsetMinutes(zone, from) * 60_000);
}

/** Every week's start from `start` up to and including `until`, at most `max` (more → null). */
export function weeklyStarts(start: Date, until: Date, zone: string, max: number): Date[] | null {
  const starts: Date[] = [];
  for (let week = 0; ; week++) {
    const next = addZonedDays(start, week * 7, zone);
    if (next.getTime() > until.getTime()) return starts;
    if (starts.length === max) return null;
    starts.push(next);
  }
}

/**
 * The weekly series' last instant: a date (`2026-12-01`) is the end of that day on the academy's
 * wall clock (`zone`), not in UTC; a full timestamp is taken as it is.
 */
export function untilOf(value: string, zone: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const nextMidnight = Date.parse(`${value}T00:00:00Z`) + 86_400_000;
  const guess = nextMidnight - offsetMinutes(zone, new Date(nextMidnight)) * 60_000;
  return new Date(nextMidnight - offsetMinutes(zone, new Date(guess)) * 60_000 - 1);
}
