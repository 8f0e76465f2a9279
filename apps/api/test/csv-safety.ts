/**
 * Texts a member or buyer could type to smuggle a formula into a CSV export (issue 27, L-1): after
 * the separators Excel uses here (`,` and, in Spain, `;`), a tab, a line break, spaces and quotes.
 */
export const formulaProbes = [
  'x;=1+1;y',
  'a,=2+2',
  'b; +3',
  'c;"@SUM(A1)"',
  'd\n=4',
  'e;\t=5',
  '-6',
  '=HYPERLINK("http://x.test")',
]

const formulaCharacter = /^[=+\-@\t\r]/

/**
 * Every piece of a CSV file that would begin with a formula character if a spreadsheet split it on
 * `,`, `;` or tab and its lines on any line break, honouring the quotes or not (splitting naively on every separator and line
 * break finds each cell's start whatever the quoting). Empty when the file is safe.
 */
export function formulaCells(csv: string): string[] {
  const found: string[] = []
  for (const line of csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/))
    for (const separator of [',', ';', '\t'])
      for (const piece of line.split(separator)) {
        const cell = piece.replace(/^[ "]+/, '')
        if (formulaCharacter.test(cell)) found.push(piece)
      }
  return found
}
