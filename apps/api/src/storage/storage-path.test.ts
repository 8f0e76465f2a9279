import { assetFolders, storedFileName } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { traversalPayloads } from '../../test/traversal-payloads.ts'
import { resolveStoragePath, storagePathOfMediaUrl } from './storage-path.ts'

describe('resolveStoragePath', () => {
  it('refuses every traversal form and every folder that is not one of the spec’s', () => {
    for (const payload of traversalPayloads) expect(resolveStoragePath(payload), payload).toBeNull()
  })

  it('answers the root for an empty path or a lone slash... but not for //', () => {
    expect(resolveStoragePath('')).toEqual({ key: '', folder: null, segments: [] })
    expect(resolveStoragePath('/')).toEqual({ key: '', folder: null, segments: [] })
    expect(resolveStoragePath('//')).toBeNull()
  })

  it('accepts the eight folders, their sub-folders and files, decoded once', () => {
    for (const folder of assetFolders) expect(resolveStoragePath(folder)?.folder).toBe(folder)
    expect(resolveStoragePath('audios/')?.key).toBe('audios')
    expect(resolveStoragePath('audios/serie-1/Calma_1700000000000.mp3')).toEqual({
      key: 'audios/serie-1/Calma_1700000000000.mp3',
      folder: 'audios',
      segments: ['audios', 'serie-1', 'Calma_1700000000000.mp3'],
    })
    expect(resolveStoragePath('caratula-temas/Meditaci%C3%B3n_1.webp')?.key).toBe(
      'caratula-temas/Meditación_1.webp',
    )
  })

  it('reads our own media URLs back into keys, and nothing else', () => {
    expect(storagePathOfMediaUrl('/media/audios/x.mp3')?.key).toBe('audios/x.mp3')
    expect(storagePathOfMediaUrl('/media/audios')).toBeNull()
    expect(storagePathOfMediaUrl('/media/audios/')).toBeNull()
    expect(storagePathOfMediaUrl('https://evil.example/media/audios/x.mp3')).toBeNull()
    expect(storagePathOfMediaUrl('javascript:alert(1)')).toBeNull()
    expect(storagePathOfMediaUrl('/media/../audios/x.mp3')).toBeNull()
  })
})

describe('storedFileName', () => {
  it('turns spaces into underscores and puts the timestamp before the extension', () => {
    expect(storedFileName('Mi audio nuevo.MP3', 1700000000000)).toBe('Mi_audio_nuevo_1700000000000.mp3')
    expect(storedFileName('portada.webp', 5)).toBe('portada_5.webp')
    expect(storedFileName('sin-extension', 5)).toBe('sin-extension_5')
  })

  it('never yields a name the path check would refuse', () => {
    for (const name of [
      '../../etc/passwd',
      '.bashrc',
      'a/b\\c.mp3',
      'x%2e%2e.mp3',
      'ñandú #1?.png',
      '.mp3',
      '   ',
    ])
      expect(resolveStoragePath(`audios/${storedFileName(name, 1)}`), name).not.toBeNull()
  })
})
