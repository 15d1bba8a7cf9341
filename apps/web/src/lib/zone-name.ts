import { timeZone } from './format-date';

/**
 * The admin's zone names (docs/decisions/050): which zone a time is written in, said where the
 * reader's own clock (the browser's zone) would read another time. Apart from format-date.ts on
 * purpose: public pages never load it, and must not (they render the same in every zone, 020).
 */
const zoneNames = new Map<string, Intl.DateTimeFormat>();
function zoneNamePart(zone: string, style: 'short' | 'longOffset', time: number): string {
  const key = `${zone}|${style}`;
  let format = zoneNames.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: style });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', timeZoneName: style });
    }
    zoneNames.set(key, format);
  }
  return format.formatToParts(time).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** The reader's own zone (the browser's), read each time: a laptop may travel. */
const readerTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The academy zone's short name at `value` ("CET", "CEST", "GMT+3"); '' for an unreadable value. */
export function zoneNameAt(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : zoneNamePart(timeZone(), 'short', time);
}

/** Whether the reader's clock reads another time than the academy's at `value` (their offsets differ then). */
export function readerZoneDiffers(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  return zoneNamePart(timeZone(), 'longOffset', time) !== zoneNamePart(readerTimeZone(), 'longOffset', time);
}

/**
 * `text` (a time already written in the academy's zone) with the zone's short name when the reader's
 * computer is in a zone that reads another time then ("18:00 CET"), so an administrator abroad never
 * mistakes it for their own.
 */
export const withZoneName = (text: string, value: string): string => (text && readerZoneDiffers(value) ? `${text} ${zoneNameAt(value)}` : text);
