import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { seedMediaFolder } from '../src/paths.ts'

/** Real files of each kind: the demo seed's, and a few made here. */
export const fixtures = {
  mp3: () => readFileSync(path.join(seedMediaFolder, 'audios/lluvia-serena.mp3')),
  webp: () => readFileSync(path.join(seedMediaFolder, 'caratula-audios/lluvia-serena.webp')),
  mp4: () => readFileSync(path.join(seedMediaFolder, 'videos/olas-al-atardecer.mp4')),
  png: (size = 64) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#7a9' } })
      .png()
      .toBuffer(),
  /** A PNG of more than `bytes`: a valid signature followed by noise (content checks read the head). */
  largePng: async (bytes: number) => Buffer.concat([await fixtures.png(), Buffer.alloc(bytes, 7)]),
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
}
