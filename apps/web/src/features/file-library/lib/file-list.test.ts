import { describe, expect, it } from 'vitest'
import { fileItem, folderItem } from '../test/library-fixtures.ts'
import {
  countLine,
  filterByName,
  formatFileSize,
  formatModified,
  loadErrorMessage,
  pickerItems,
} from './file-list.ts'

describe('filterByName', () => {
  const items = [{ name: 'Canción_de_cuna.mp3' }, { name: 'respira.mp3' }, { name: 'sub' }]
  it('keeps every item for an empty or blank search', () => {
    expect(filterByName(items, '')).toEqual(items)
    expect(filterByName(items, '   ')).toEqual(items)
  })
  it('matches part of the name in any case and without accents', () => {
    expect(filterByName(items, 'CANCION')).toEqual([items[0]])
    expect(filterByName(items, ' .mp3 ')).toEqual([items[0], items[1]])
    expect(filterByName(items, 'lluvia')).toEqual([])
  })
})

describe('countLine', () => {
  it('says how many are shown, and of how many while searching', () => {
    expect(countLine(8, 8, '')).toBe('8 elementos encontrados')
    expect(countLine(2, 8, 'res')).toBe('2 elementos encontrados (de 8 total)')
    expect(countLine(8, 8, '  ')).toBe('8 elementos encontrados')
    expect(countLine(1, 1, '')).toBe('1 elemento encontrado')
    expect(countLine(0, 8, 'xyz')).toBe('0 elementos encontrados (de 8 total)')
  })
})

describe('pickerItems', () => {
  it('keeps folders and the kind’s picker extensions only', () => {
    const sub = folderItem('caratula-audios/sub')
    const png = fileItem('caratula-audios/a.PNG')
    const items = [sub, png, fileItem('caratula-audios/b.gif'), fileItem('caratula-audios/c.svg')]
    expect(pickerItems(items, 'image')).toEqual([sub, png])
    expect(pickerItems([fileItem('videos/a.ogg'), fileItem('videos/b.mp3')], 'video')).toHaveLength(1)
  })
})

describe('formatFileSize', () => {
  it('uses bytes under 1 KB and Spanish decimals above', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1,5 KB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB')
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2,3 GB')
  })
})

describe('formatModified', () => {
  it('formats a date in Spanish, and nothing for a missing or broken one', () => {
    expect(formatModified('2026-11-20T10:30:00.000Z')).toMatch(/20 nov 2026/)
    expect(formatModified('')).toBe('')
    expect(formatModified('ayer')).toBe('')
  })
})

describe('loadErrorMessage', () => {
  it('puts the server message in the spec’s sentence, else "Error desconocido"', () => {
    expect(loadErrorMessage('Sin conexión')).toBe('Error al cargar archivos: Sin conexión')
    expect(loadErrorMessage(undefined)).toBe('Error al cargar archivos: Error desconocido')
  })
})
