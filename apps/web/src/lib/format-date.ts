const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 November 2026"; an unreadable date gives an empty string rather than "Invalid Date". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

const dateTimeFormats = {
  short: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  long: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }),
};

/** "Sat, 28 Nov 2026, 10:00" (short) or "Saturday, 28 November 2026 at 10:00 GMT+3" (long), in the reader's time zone. */
export function formatDateTime(value: string | null | undefined, style: keyof typeof dateTimeFormats = 'short'): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dateTimeFormats[style].format(time);
}
