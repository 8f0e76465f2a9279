import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { formattersByZone } from './zone-formatters.ts'

/**
 * OWASP CSV injection: a text cell starting with = + - @, tab or carriage return would be read as a
 * formula by a spreadsheet; a leading apostrophe makes it plain text. Numbers stay numbers.
 *
 * Not only at the start of the cell: a spreadsheet that splits lines on `;` (Excel in Spain) or
 * ignores the quotes would begin a new cell after any `,` `;` tab or line break inside the text, so
 * every such boundary (with any spaces or quotes after it) followed by a formula character gets the
 * apostrophe too. `x;=1+1;y` is written `x;'=1+1;y`: harmless however it is split.
 */
const cellBoundaries = ',;\t\r\n'
const formulaCharacters = '=+-@\t\r'

export function neutraliseCell(value: unknown): string | number {
  if (typeof value === 'number') return value
  const text = value === null || value === undefined ? '' : String(value)
  let safe = ''
  // At the cell's start or after a boundary; spaces and quotes do not end that state.
  let atCellStart = true
  for (const char of text) {
    if (atCellStart && formulaCharacters.includes(char)) safe += "'"
    safe += char
    if (cellBoundaries.includes(char)) atCellStart = true
    else if (char !== ' ' && char !== '"') atCellStart = false
  }
  return safe
}

/**
 * A CSV file as a stream: the BOM, the header, then the rows `batches` yields, each cell
 * neutralised and every cell quoted by csv-stringify (so a separator inside a text never splits it
 * for a reader that honours quotes). Back-pressure is honoured:
 * the next batch is read only when the previous one has been written out, so any size of export
 * holds one batch in memory.
 */
export function csvStream(header: string[], batches: AsyncIterable<unknown[][]>): Readable {
  // The BOM: Excel in Spain opens UTF-8 right only with one.
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: header,
    quoted: true,
    quoted_empty: true,
    cast: { boolean: String },
  })
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const row of batch) yield row.map(neutraliseCell)
    })(),
    { objectMode: true },
  )
  rows.on('error', (error) => stringifier.destroy(error))
  return rows.pipe(stringifier)
}

const dateTimeIn = formattersByZone('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/**
 * A date and time as every CSV export writes it: Spanish order, on the service's clock (its
 * TIME_ZONE, which the caller passes from the config).
 */
export const csvDateTime = (date: Date, timeZone: string): string => dateTimeIn(timeZone).format(date)
