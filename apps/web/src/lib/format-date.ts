/**
 * Dates and times are written in the academy's time zone (its settings' `time_zone`, seeded from the
 * server's `TZ`, docs/decisions/050), not the reader's: the server renders the page in that zone and the browser hydrates the same text, so
 * a visitor in any zone gets no hydration mismatch, and a trial's time is the time on the pitch
 * (docs/decisions/020). The server names the zone in the page's HTML (`<html data-time-zone>`).
 *
 * The formatters are made on first use, not when this module loads: each costs tens of
 * milliseconds in a fresh tab on a slow phone, and most pages format no date before their first paint.
 */
let zone: string | undefined;

/**
 * The server renderer sets the zone it renders in; undefined: the page's (what the browser reads).
 * The admin sets the academy settings' zone when it reads or saves them (docs/decisions/050).
 */
export function setTimeZone(timeZone: string | undefined) {
  zone = timeZone;
  formats.clear();
}

/** The academy's time zone, the one every date is written in (the admin calendar's days are its days). */
export function timeZone(): string {
  zone ??= (typeof document === 'undefined' ? undefined : document.documentElement.dataset.timeZone) || 'UTC';
  return zone;
}

/**
 * Every style the site writes a date in; feature code names one of these and never makes a
 * formatter of its own (one place for the zone and the cost, docs/decisions/025).
 */
const OPTIONS = {
  /** "21 November 2026" */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "Sat, 28 Nov 2026, 10:00" */
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** "Saturday, 28 November 2026 at 10:00 GMT+3" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
  /** "28 Nov 2026": the admin lists' dates */
  day: { dateStyle: 'medium' },
  /** "28 Nov 2026, 10:00" */
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "28 November 2026 at 10:00" */
  longDayTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "28 Nov, 10:00": a moment of the coming days */
  soon: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** "10:00" */
  time: { timeStyle: 'short' },
  /** "10:00:05" */
  timeSeconds: { timeStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof OPTIONS;

const formats = new Map<DateStyle, Intl.DateTimeFormat>();

function formatter(kind: DateStyle): Intl.DateTimeFormat {
  let format = formats.get(kind);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...OPTIONS[kind], timeZone: timeZone() });
    } catch {
      // A zone this browser does not know: UTC, said as such by the long style.
      format = new Intl.DateTimeFormat('en-GB', { ...OPTIONS[kind], timeZone: 'UTC' });
    }
    formats.set(kind, format);
  }
  return format;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** en-GB's short months (CLDR: "Sept"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * "21 November 2026"; an unreadable date gives an empty string rather than "Invalid Date". In UTC
 * (the default academy zone) written without Intl, the same text as en-GB's: no formatter to make
 * during start-up (the 50 ms start-up task rule, docs/decisions/020).
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  if (timeZone() === 'UTC') {
    const d = new Date(time);
    return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  }
  return formatter('date').format(time);
}

/**
 * `value` in `style` (short: "Sat, 28 Nov 2026, 10:00"; see OPTIONS for the rest), in the academy's
 * time zone; '' for a missing or unreadable one. The short style in UTC is written without Intl, the
 * same text as en-GB's (making that formatter was one start-up task of ~50 ms on a slow phone,
 * docs/decisions/020).
 */
export function formatDateTime(value: string | null | undefined, style: DateStyle = 'short'): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  if (style === 'short' && timeZone() === 'UTC') {
    const d = new Date(time);
    return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  }
  return formatter(style).format(time);
}

/**
 * Makes a formatter ahead of the render that needs it. Start-up calls this in a task of its own
 * before hydrating a page that shows dates, so the formatter's cost (the first one loads the
 * locale's data) is not part of a hydration task (the 50 ms start-up task rule, docs/decisions/020).
 * In UTC the date and short styles need none.
 */
export function prepareFormat(kind: DateStyle) {
  if ((kind !== 'date' && kind !== 'short') || timeZone() !== 'UTC') formatter(kind);
}
