/** Quotes every cell, and defuses cells a spreadsheet would run as a formula. */
export const csvCell = (v: unknown): string => {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
};

/** A spreadsheet: the header row as it is, then one quoted row per record, CRLF line ends. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `${[header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;
