// A datetime-local field's value and the instant it stands for (trial sessions, offer deadlines).
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value ("2026-11-28T10:00") in the browser's time zone. */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as the ISO instant it stands for; anything else is left as it is, for the schema to refuse. */
export function localToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
