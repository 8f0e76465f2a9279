import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { healthConsentVersion } from '@sosiego/shared'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/database.ts'
import { readZip } from '../../../test/zip.ts'
import { testTakes, users } from '../../db/schema/index.ts'
import { collectMemberData, healthDataNote, writeExportZip } from './data-export.contents.ts'

// The wellbeing test's answers and results are health data (GDPR art. 9, decision 100): the member's
// copy of their data says so wherever they are, and carries the consent they gave.
describe('data export: the test answers marked as special-category data (decision 100)', async () => {
  const database = await createTestDatabase()
  const { db } = database
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sosiego-export-health-'))
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
    await database.destroy()
  })

  it('marks the tests file as health data in the README, the JSON and the CSV headers, and exports the consent', async () => {
    const consentAt = new Date('2026-11-20T09:30:00.000Z')
    const [user] = await db
      .insert(users)
      .values({
        name: 'Lucía',
        lastName: 'Serena',
        email: `miembro-${randomUUID()}@sosiego.test`,
        healthConsentAt: consentAt,
        healthConsentVersion,
      })
      .returning()
    if (!user) throw new Error('no user')
    await db.insert(testTakes).values({
      userId: user.id,
      answers: { p1: 'preocupaciones' },
      categorySlug: 'salud',
      themeSlugs: ['salud-mental'],
      day: '2026-11-20',
    })

    const sets = await collectMemberData(db, user.id)
    if (!sets) throw new Error('no data')
    const target = path.join(folder, 'copia.zip')
    await writeExportZip(target, sets, new Date(), 'Europe/Madrid')
    const files = await readZip(await readFile(target))
    const text = (name: string) => files.get(name)?.toString('utf8') ?? ''

    expect(healthDataNote).toContain('categoría especial (art. 9 del RGPD)')
    expect(text('LEEME.txt')).toContain(healthDataNote)
    const tests = JSON.parse(text('tests.json'))
    expect(tests.specialCategory).toBe(healthDataNote)
    expect(tests.tests).toEqual([
      expect.objectContaining({
        category: 'salud',
        answers: [expect.objectContaining({ optionId: 'preocupaciones' })],
      }),
    ])
    expect(text('tests.csv').split('\n')[0]).toContain(
      '"Respuesta (dato de salud)","Categoría recomendada (dato de salud)","Temas recomendados (dato de salud)"',
    )
    // Only the health data carries the mark.
    expect(JSON.parse(text('perfil.json')).specialCategory).toBeUndefined()
    expect(JSON.parse(text('perfil.json')).perfil).toEqual([
      expect.objectContaining({ healthConsentAt: consentAt.toISOString(), healthConsentVersion }),
    ])
    expect(text('perfil.csv').split('\n')[0]).toContain('Consentimiento para tratar las respuestas del test')
  })
})
