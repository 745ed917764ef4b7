/** A figure we formatted ourselves (a signed amount): written as it is, never taken for a formula. */
export type CsvFigure = { readonly figure: string }
export type CsvValue = string | number | null | CsvFigure

/** A CSV file's columns: the header, then how each row gives its cell. */
export type CsvColumns<Row> = readonly (readonly [title: string, value: (row: Row) => CsvValue])[]

/** One CSV cell: quoted, and text with a leading = + - @ tab or return (a formula to a spreadsheet) made plain text. */
export function csvCell(value: CsvValue): string {
  let cell = value === null ? '' : typeof value === 'object' ? value.figure : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`
  return `"${cell.replace(/"/g, '""')}"`
}

/** Excel reads a CSV file as the system's code page unless it starts with UTF-8's byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF'

/** The whole file: the byte-order mark, a header line, one line per row, CRLF line ends. */
export function csvFile<Row>(columns: CsvColumns<Row>, rows: readonly Row[]): string {
  const lines = [columns.map(([title]) => csvCell(title)).join(',')]
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(','))
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`
}

/** Pence as pounds with two decimals (a refund negative), the way a spreadsheet sums them. */
export const poundsCell = (pence: number): CsvFigure => ({ figure: (pence / 100).toFixed(2) })
