import { describe, expect, it } from 'vitest'
import { apiPathOf, childPath, crumbsOf, topFolderOf } from './library-path.ts'

describe('crumbsOf', () => {
  it('starts at Root for the page', () => {
    expect(crumbsOf('', 'Root')).toEqual([{ label: 'Root', path: '' }])
    expect(crumbsOf('audios/relajacion', 'Root')).toEqual([
      { label: 'Root', path: '' },
      { label: 'audios', path: 'audios' },
      { label: 'relajacion', path: 'audios/relajacion' },
    ])
  })
  it('starts at the picker’s folder', () => {
    expect(crumbsOf('audios', 'Root', 'audios')).toEqual([{ label: 'audios', path: 'audios' }])
    expect(crumbsOf('audios/a/b', 'Root', 'audios')).toEqual([
      { label: 'audios', path: 'audios' },
      { label: 'a', path: 'audios/a' },
      { label: 'b', path: 'audios/a/b' },
    ])
  })
})

describe('paths', () => {
  it('joins, finds the top folder and encodes each segment for the API', () => {
    expect(childPath('', 'audios')).toBe('audios')
    expect(childPath('audios', 'sub')).toBe('audios/sub')
    expect(topFolderOf('')).toBeNull()
    expect(topFolderOf('audios/sub')).toBe('audios')
    expect(apiPathOf('/api/cdnFiles', '')).toBe('/api/cdnFiles')
    expect(apiPathOf('/api/upload', 'audios/mi carpeta/año')).toBe('/api/upload/audios/mi%20carpeta/a%C3%B1o')
  })
})
