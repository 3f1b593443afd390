/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled). A cell that a
 * spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return before
 * one) gets a leading apostrophe, so a visitor's text never runs as one.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (CRLF) of cells. */
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
