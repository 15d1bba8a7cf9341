// A datetime-local field's value and the instant it stands for (trial sessions, offer deadlines),
// on the academy's clock (its time zone, docs/decisions/050), whatever the browser's zone.
import { academyInstant, academyWallClock } from './academy-clock';

/** An instant as a datetime-local value ("2026-11-28T10:00") on the academy's clock. */
export function isoToLocal(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  const { day, time } = academyWallClock(iso);
  return `${day}T${time}`;
}

/** A datetime-local value as the ISO instant it stands for on the academy's clock; anything else is left as it is, for the schema to refuse. */
export function localToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (!match || Number.isNaN(Date.parse(`${match[1]}T${match[2]}:00Z`))) return value;
  return academyInstant(match[1]!, match[2]!);
}
