import { randomUUID } from 'node:crypto'
import { userListResponseSchema } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../../test/billing.ts'
import { formulaCells, formulaProbes } from '../../../test/csv-safety.ts'
import { testTakes } from '../../db/schema/index.ts'
import { grantPlanAsStaff } from '../billing/subscriptions/staff-grant.ts'
import { inDays, peopleApp, tag } from './people.test-helpers.ts'
import { exportUsersCsv } from './people-export.ts'

// The back office's people list and its CSV export: who may see them, paging, search, the filters,
// and the files a spreadsheet opens safely. Edits and their audit trail: people-edits.test.ts.
describe('back office people: /api/users/list, /update, /changes, /export', async () => {
  const { app, db, config, insertUser } = await peopleApp()

  it('is for admin and crmUser only', async () => {
    for (const role of ['visitor', 'subscriber', 'creator', 'tester', 'therapist'] as const) {
      const { client, user } = await signedInUser(app, db, { role })
      expect((await client.get('/api/users/list')).statusCode).toBe(403)
      expect((await client.put(`/api/users/update/${user.id}`, { name: 'X' })).statusCode).toBe(403)
      expect((await client.get('/api/users/export?group=clients')).statusCode).toBe(403)
      expect((await client.get(`/api/users/changes/${user.id}`)).statusCode).toBe(403)
    }
    expect((await app.inject({ method: 'GET', url: '/api/users/list' })).statusCode).toBe(401)
  })

  it('lists a role group page by page, newest first, with the filtered and the group totals', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    const surname = tag()
    for (let i = 0; i < 5; i++)
      await insertUser({ lastName: surname, role: i % 2 ? 'subscriber' : 'visitor' })
    await insertUser({ lastName: surname, role: 'creator' })
    const res = await client.get(`/api/users/list?group=clients&search=${surname}&page=2&pageSize=2`)
    expect(res.statusCode).toBe(200)
    const body = userListResponseSchema.parse(res.json())
    expect(body.data).toHaveLength(2)
    expect(body.pagination).toMatchObject({ page: 2, pageSize: 2, total: 5, pages: 3 })
    const allClients = userListResponseSchema.parse(
      (await client.get('/api/users/list?group=clients')).json(),
    )
    expect(body.pagination.groupTotal).toBe(allClients.pagination.total)
    expect(allClients.data.every((user) => ['visitor', 'subscriber'].includes(user.role))).toBe(true)
    const staff = userListResponseSchema.parse(
      (await client.get(`/api/users/list?group=staff&search=${surname}`)).json(),
    )
    expect(staff.data.map((user) => user.role)).toEqual(['creator'])
    const byType = userListResponseSchema.parse(
      (await client.get(`/api/users/list?group=clients&search=${surname}&role=subscriber`)).json(),
    )
    expect(byType.pagination.total).toBe(2)
    const first = userListResponseSchema.parse((await client.get(`/api/users/list?search=${surname}`)).json())
    const created = first.data.map((user) => user.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('refuses a search longer than the search box takes, in Spanish', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    const res = await client.get(`/api/users/list?search=${'a'.repeat(101)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('La búsqueda puede tener como máximo 100 caracteres.')
    expect((await client.get(`/api/users/list?search=${'a'.repeat(100)}`)).statusCode).toBe(200)
  })

  it('searches name and last name with accents and case folded, every word', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const surname = tag()
    await insertUser({ name: 'Lucía', lastName: `Núñez ${surname}` })
    await insertUser({ name: 'Lucas', lastName: surname })
    const search = async (q: string) =>
      userListResponseSchema.parse(
        (await client.get(`/api/users/list?search=${encodeURIComponent(q)}`)).json(),
      ).data
    expect((await search(`LUCIA nunez ${surname}`)).map((user) => user.name)).toEqual(['Lucía'])
    expect(await search(`luc ${surname.toLowerCase()}`)).toHaveLength(2)
    expect(await search(`% ${surname}`)).toHaveLength(0)
  })

  it("answers each row's tests and subscriptions, and filters 'Con tests' and 'Con suscripción activa'", async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const surname = tag()
    const tested = await insertUser({ lastName: surname, role: 'subscriber' })
    const subscribed = await insertUser({ lastName: surname, role: 'subscriber' })
    await insertUser({ lastName: surname })
    await db.insert(testTakes).values({
      userId: tested.id,
      categorySlug: 'ansiedad',
      themeSlugs: ['respiracion', 'calma', 'sueno'],
      day: '2026-11-20',
    })
    await db.transaction((tx) => grantPlanAsStaff(tx as never, subscribed.id, 'full', inDays(10)))
    const list = async (query: string) =>
      userListResponseSchema.parse((await client.get(`/api/users/list?search=${surname}${query}`)).json())
        .data
    const withTests = await list('&withTests=true')
    expect(withTests.map((user) => user._id)).toEqual([tested.id])
    expect(withTests[0]?.testHistory[0]?.testResults.categoriaPrincipal).toBe('ansiedad')
    const withPlan = await list('&withActiveSubscription=true')
    expect(withPlan.map((user) => user._id)).toEqual([subscribed.id])
    expect(withPlan[0]?.activeSubscription).toMatchObject({ status: 'active', plan: { slug: 'full' } })
    expect(withPlan[0]?.activeSubscriptionDate?.endDate?.slice(0, 10)).toBe(inDays(10))
    expect(withPlan[0]?.subscriptions).toHaveLength(1)
    expect(await list('')).toHaveLength(3)
  })

  it('exports the whole filtered set as clientes.csv: BOM, Spanish columns, quoting and neutralised formulas', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    const surname = tag()
    await insertUser({ name: '=HYPERLINK("http://x.test","clic")', lastName: surname, isVerified: true })
    await insertUser({
      name: 'Ana, María',
      lastName: surname,
      role: 'subscriber',
      email: `-x${randomUUID()}@s.test`,
      isVerified: false,
    })
    await insertUser({ name: '@SUM(A1)', lastName: `${surname}`, isActive: false, isVerified: false })
    await insertUser({ name: 'Staff', lastName: surname, role: 'tester' })
    const res = await client.get(`/api/users/export?group=clients&search=${surname}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes.csv"')
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      '"Nombre","Apellido","Email","Tipo","Estado","Verificado","Tests Realizados","Suscripción Activa","Fecha de Creación","Última Actualización"',
    )
    expect(lines).toHaveLength(4)
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.test"",""clic"")","${surname}"`)
    expect(res.body).toContain(`"Ana, María","${surname}","'-x`)
    expect(res.body).toContain(`"'@SUM(A1)","${surname}"`)
    expect(res.body).toContain(',"Suscriptor","No verificado","No","0","No",')
    expect(res.body).toContain(',"Visitante","Inactivo","No","0","No",')
    expect(res.body).not.toContain('Staff')
    const staff = await client.get(`/api/users/export?group=staff&search=${surname}`)
    expect(staff.headers['content-disposition']).toBe('attachment; filename="usuarios.csv"')
    expect(staff.body.split('\n')[0]).toBe(
      '\uFEFF"Nombre","Apellido","Email","Rol","Estado","Verificado","Fecha de Creación","Última Actualización"',
    )
    expect(staff.body).toContain('"Staff",')
    expect(staff.body).toContain(',"Probador",')
  })

  it('writes clientes.csv and usuarios.csv so that no cell starts a formula however a spreadsheet splits them (issue 27, L-1)', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const surname = tag()
    for (const probe of formulaProbes) {
      await insertUser({ name: probe, lastName: `${surname};=1`, isVerified: true })
      await insertUser({ name: probe, lastName: `${surname};=1`, role: 'tester' })
    }
    for (const group of ['clients', 'staff']) {
      const res = await client.get(`/api/users/export?group=${group}&search=${surname}`)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`x;'=1+1;y`)
      expect(formulaCells(res.body), group).toEqual([])
    }
  })

  it('streams a 100,000-row export batch by batch', async () => {
    const surname = tag()
    await db.execute(
      sql`insert into users (name, last_name, email) select 'Masivo', ${surname}, 'masivo-' || g || ${`-${surname}@s.test`} from generate_series(1, 100000) g`,
    )
    const stream = exportUsersCsv(
      db,
      {
        group: 'clients',
        search: surname,
        withTests: false,
        withActiveSubscription: false,
        withPaymentPending: false,
      },
      config.timeZone,
    )
    let lines = 0
    let chunks = 0
    const emails = new Set<string>()
    let rest = ''
    for await (const chunk of stream) {
      chunks++
      const text = rest + String(chunk)
      const parts = text.split('\n')
      rest = parts.pop() ?? ''
      for (const line of parts) {
        lines++
        emails.add(line.split(',')[2] ?? '')
      }
    }
    expect(lines).toBe(100_001)
    // Every user once: the keyset batches neither skip nor repeat rows created in the same instant.
    expect(emails.size).toBe(100_001)
    expect(chunks).toBeGreaterThan(10)
  }, 120_000)
})
