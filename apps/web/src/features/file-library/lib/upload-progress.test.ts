import { describe, expect, it } from 'vitest'
import {
  acceptedExtensions,
  addRows,
  finishRow,
  isUploading,
  percentOf,
  splitByExtension,
  withoutRow,
  withPercent,
} from './upload-progress.ts'

describe('percentOf', () => {
  it('rounds and stays within 0–100', () => {
    expect(percentOf(0, 0)).toBe(0)
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(2, 3)).toBe(67)
    expect(percentOf(5, 4)).toBe(100)
  })
})

describe('upload rows', () => {
  it('go from 0 to their percentage, end done at 100 or failed where they stopped, then leave', () => {
    let rows = addRows(
      [],
      [
        { id: 1, name: 'a.mp3' },
        { id: 2, name: 'b.mp3' },
      ],
    )
    expect(rows.map((row) => [row.percent, row.state])).toEqual([
      [0, 'uploading'],
      [0, 'uploading'],
    ])
    rows = withPercent(withPercent(rows, 1, 40), 2, 70)
    rows = finishRow(rows, 1, 'done')
    rows = finishRow(rows, 2, 'failed')
    expect(rows.map((row) => [row.percent, row.state])).toEqual([
      [100, 'done'],
      [70, 'failed'],
    ])
    expect(isUploading(rows)).toBe(false)
    // A late progress event does not move a finished row.
    expect(withPercent(rows, 2, 90)[1]?.percent).toBe(70)
    expect(withoutRow(rows, 1).map((row) => row.name)).toEqual(['b.mp3'])
  })
  it('is uploading while any row is', () => {
    expect(isUploading(addRows([], [{ id: 1, name: 'a' }]))).toBe(true)
    expect(isUploading([])).toBe(false)
  })
})

describe('splitByExtension', () => {
  it('keeps the folder’s extensions in any case and refuses the rest', () => {
    const files = [{ name: 'a.MP3' }, { name: 'b.txt' }, { name: 'sin-extension' }, { name: 'c.flac' }]
    const { valid, refused } = splitByExtension(files, acceptedExtensions('audios'))
    expect(valid.map((file) => file.name)).toEqual(['a.MP3', 'c.flac'])
    expect(refused.map((file) => file.name)).toEqual(['b.txt', 'sin-extension'])
  })
  it('uses the image extensions in cover folders', () => {
    expect(acceptedExtensions('caratula-pdf')).toContain('.svg')
    expect(acceptedExtensions('archivos-pdf')).toEqual(['.pdf'])
  })
})
