/**
 * CSV in the dialect spreadsheets read without questions: comma-separated, CRLF line ends, fields
 * quoted when they hold a comma, quote or line break, quotes doubled (RFC 4180). DOM-free: the
 * server streams downloads with it.
 */

export type CsvValue = string | number | boolean | null | undefined;

function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Text from the service that a spreadsheet would run as a formula is kept as text (OWASP's
  // advice: a leading apostrophe). Numbers are numbers, negative ones included.
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of CSV, CRLF included: for streaming a file row by row. */
export const csvLine = (row: readonly CsvValue[]) => `${row.map(csvField).join(',')}\r\n`;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A file-name-safe slug: "Dubai Marina" -> "dubai-marina". */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'all';
