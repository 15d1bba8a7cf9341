import type { FastifyInstance } from 'fastify';
import { canonicalTimeZone } from '@academy/contract/academy-admin-constants';

/**
 * The academy's time zone (docs/decisions/050): every local time the server writes or counts in
 * (mails, calendar feeds, weekly series, the attendance day, the dashboard's weeks, the zone the
 * pages are rendered in) reads `academyZone()`. It is the academy settings' `time_zone`, kept in
 * memory: loaded when the app starts, set at once by the settings write on the instance that made
 * it, and read again from the database whenever the public cache is emptied, which a write on any
 * other instance does through the cache broadcast (plugins/cache-broadcast.ts). One process serves
 * one academy: the value is the process's, not an app's.
 */
let current = zoneOf(process.env.TZ);

/** `tz` when Intl knows it as an IANA name (spelled as Intl does), UTC otherwise. */
export function zoneOf(tz: string | undefined | null): string {
  return (tz && canonicalTimeZone(tz)) || 'UTC';
}

/** The academy's IANA time zone ("Europe/Berlin"). */
export const academyZone = (): string => current;

/** Sets the zone (a settings write, the load at start); an unknown name reads as UTC. */
export function setAcademyZone(zone: string | undefined | null): void {
  current = zoneOf(zone);
}

/**
 * Keeps `academyZone()` equal to the stored setting: read now, then again after every emptying of
 * the public cache (a write here or on another instance). Reads that overlap are coalesced: one
 * more read runs after the one in flight, so the last stored value wins.
 */
export async function followAcademyZone(app: FastifyInstance, read: () => Promise<string>): Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = read()
      .then(setAcademyZone, (err: unknown) => app.log.warn({ err }, "The academy's time zone could not be read again; keeping the last one"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void reload();
        }
      });
    return running;
  };
  await reload();
  app.publicCache.onClear(() => void reload());
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `options` in `zone`, made once per zone and style (each costs a few ms). */
export function zonedFormat(zone: string, options: Intl.DateTimeFormatOptions, locale = 'en-GB'): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** "2026-11-26": the calendar day of `instant` in `zone` (the academy's by default). */
export const dayIn = (instant: Date, zone = academyZone()): string =>
  zonedFormat(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(instant);

/**
 * Mails name a session's time in the academy's time zone (its settings, docs/decisions/050), always
 * with the zone's name so no family reads it in the wrong one. The calendar file carries the exact
 * instant, so calendars show it in the family's own zone.
 */
const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Saturday, 14 March 2026 at 10:00 CET", in the academy's zone unless `zone` names another. */
export const formatWhen = (date: Date, zone = academyZone()): string => zonedFormat(zone, WHEN).format(date);

/**
 * A calendar's text with the academy's zone named for the apps that show a calendar in one
 * (`X-WR-TIMEZONE`, a calendar property, before the first component): every time in it stays UTC
 * (`…Z`), which every app reads alike and needs no VTIMEZONE (docs/decisions/050).
 */
export function withZoneName(text: string, zone = academyZone()): string {
  const at = text.indexOf('BEGIN:VEVENT');
  const line = `X-WR-TIMEZONE:${zone}\r\n`;
  return at === -1 ? text.replace('END:VCALENDAR', `${line}END:VCALENDAR`) : `${text.slice(0, at)}${line}${text.slice(at)}`;
}
