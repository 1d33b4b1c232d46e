/** A CSV cell: text (guarded against spreadsheet formulas) or a number written as it is. */
export type CsvCell = { text: string } | { number: string }

/**
 * One CSV row, RFC 4180 quoting, ending in CRLF. A text cell a spreadsheet would run as a formula
 * (= + - @, tab, carriage return first) is prefixed with ' so it shows as text.
 */
export function csvRow(cells: CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** What starts a CSV file the shop writes: a UTF-8 byte order mark, so Excel reads accents right. */
export const csvByteOrderMark = '\uFEFF'

function csvCell(cell: CsvCell): string {
  const value = 'number' in cell ? cell.number : /^[=+\-@\t\r]/.test(cell.text) ? `'${cell.text}` : cell.text
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}
