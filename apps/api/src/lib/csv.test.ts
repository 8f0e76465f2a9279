import { describe, expect, it } from 'vitest'
import { formulaCells, formulaProbes } from '../../test/csv-safety.ts'
import { csvStream, neutraliseCell } from './csv.ts'

describe('lib/csv', () => {
  it('puts an apostrophe before a formula character at the start and after any separator (issue 27, L-1)', () => {
    expect(neutraliseCell('x;=1+1;y')).toBe("x;'=1+1;y")
    expect(neutraliseCell('a, +1')).toBe("a, '+1")
    expect(neutraliseCell('c;"@SUM(A1)"')).toBe(`c;"'@SUM(A1)"`)
    expect(neutraliseCell('\t=1')).toBe("'\t'=1")
    expect(neutraliseCell('Ana-María, 10:00; sí')).toBe('Ana-María, 10:00; sí')
    expect(neutraliseCell(-3)).toBe(-3)
  })

  it('quotes every cell, and no cell of the file can start a formula under , or ; splitting (issue 27, L-1)', async () => {
    let text = ''
    for await (const chunk of csvStream(
      ['Nombre', 'Nota'],
      (async function* () {
        yield formulaProbes.map((probe) => [probe, ''])
      })(),
    ))
      text += String(chunk)
    expect(text.split('\n')[0]).toBe('\uFEFF"Nombre","Nota"')
    expect(text.split('\n')[1]).toBe(`"x;'=1+1;y",""`)
    expect(formulaCells(text)).toEqual([])
  })
})
