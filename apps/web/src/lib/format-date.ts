const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 November 2026"; an unreadable date gives an empty string rather than "Invalid Date". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}
