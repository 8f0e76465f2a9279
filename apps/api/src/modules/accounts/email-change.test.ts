import { randomUUID } from 'node:crypto'
import { userListResponseSchema, userUpdateResponseSchema } from '@sosiego/shared'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { MEMBER_PASSWORD, signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { outbox, userChanges, users, userTokens } from '../../db/schema/index.ts'
import { hashToken, randomToken } from '../auth/secrets.ts'

const APP_URL = 'http://sosiego.test'

describe('a change of e-mail address is confirmed from the new address (issue 27, M-1)', async () => {
  const { app, db } = await createTestApp({
    env: {
      APP_URL,
      RATE_LIMIT_EMAILS_PER_MINUTE: '1000',
      RATE_LIMIT_EMAILS_PER_HOUR: '1000',
      RATE_LIMIT_LOGIN_FAILURES: '1000',
      RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: '1000',
    },
  })

  const newAddress = (label: string) => `${label}-${randomUUID()}@sosiego.test`
  /** The mail queued to an address, oldest first (no SMTP here: the outbox keeps the bodies). */
  const mailsTo = (to: string) =>
    db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt))
  const linkIn = (text: string | null) => {
    const match = /https?:\/\/\S+/.exec(text ?? '')
    if (!match) throw new Error(`no link in: ${text}`)
    return new URL(match[0])
  }
  /** The token of the newest mail of `template` to `to`, with the page its link opens. */
  const linkTo = async (to: string, template: string) => {
    const mail = (await mailsTo(to)).filter((row) => row.template === template).at(-1)
    if (!mail) throw new Error(`no ${template} mail to ${to}`)
    const url = linkIn(mail.text)
    return { path: url.pathname, token: url.searchParams.get('token') as string }
  }
  const rowOf = async (id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id))
    if (!row) throw new Error('no user')
    return row
  }
  const login = (email: string, password = MEMBER_PASSWORD) =>
    browser(app).post('/api/users/login', { email, password })
  const resetLinkFor = async (email: string) => {
    expect((await browser(app).post('/api/users/reset-password-email', { email })).statusCode).toBe(200)
    return (await linkTo(email, 'resetPassword')).token
  }
  /** An admin asks for the member's address to become `email`. */
  const changeAsAdmin = async (memberId: string, email: string) => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const res = await client.put(`/api/users/update/${memberId}`, { email })
    expect(res.statusCode).toBe(200)
    return userUpdateResponseSchema.parse(res.json())
  }

  it('refuses a crmUser any change of address with a 403, so the takeover path ends there and nothing changes', async () => {
    const { client: crm } = await signedInUser(app, db, { role: 'crmUser' })
    const { user: member, client: memberSession } = await signedInUser(app, db, { role: 'subscriber' })
    const attacker = newAddress('crm-propio')

    const res = await crm.put(`/api/users/update/${member.id}`, { email: attacker })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'people.emailChangeAdminOnly',
      message: 'Solo un administrador puede cambiar el correo de una cuenta.',
    })
    // Nothing changed, and nothing was sent anywhere.
    const after = await rowOf(member.id)
    expect(after).toMatchObject({ email: member.email, isVerified: true, tokenVersion: member.tokenVersion })
    expect(await mailsTo(attacker)).toHaveLength(0)
    expect(await mailsTo(member.email)).toHaveLength(0)
    // The rest of the takeover: a reset to the attacker's address sends nothing, login fails.
    const reset = await browser(app).post('/api/users/reset-password-email', { email: attacker })
    expect(reset.statusCode).toBe(200)
    expect(await mailsTo(attacker)).toHaveLength(0)
    expect((await login(attacker)).statusCode).toBe(401)
    expect((await memberSession.get('/api/users/validate-token')).statusCode).toBe(200)

    // The same for creator, tester and therapist accounts; the other fields stay editable.
    for (const role of ['creator', 'tester', 'therapist'] as const) {
      const { user: staff } = await signedInUser(app, db, { role })
      const refused = await crm.put(`/api/users/update/${staff.id}`, { email: newAddress(role) })
      expect(refused.statusCode).toBe(403)
      expect((await rowOf(staff.id)).email).toBe(staff.email)
    }
    const rename = await crm.put(`/api/users/update/${member.id}`, {
      name: 'Marta',
      email: member.email,
    })
    expect(rename.statusCode).toBe(200)
    expect(rename.json().data).toMatchObject({ name: 'Marta', email: member.email })
  })

  it('as admin, the change is pending: the old address still signs in and gets resets, the new one only its confirmation link', async () => {
    const { user: member } = await signedInUser(app, db, { role: 'subscriber' })
    const next = newAddress('nuevo')
    const body = await changeAsAdmin(member.id, next.toUpperCase())
    expect(body.message).toBe(
      'Usuario actualizado. El nuevo correo se aplicará cuando se confirme desde el enlace que le hemos enviado.',
    )
    expect(body.data).toMatchObject({ email: member.email, pendingEmail: next, isVerified: true })
    expect(await rowOf(member.id)).toMatchObject({ email: member.email, isVerified: true })

    // The new address gets its confirmation link; the old one is told at once, with the undo link.
    expect((await mailsTo(next)).map((mail) => mail.template)).toEqual(['confirmEmailChange'])
    expect((await linkTo(next, 'confirmEmailChange')).path).toBe('/confirmar-correo')
    const notice = (await mailsTo(member.email)).find((mail) => mail.template === 'emailChangeRequested')
    expect(notice?.text).toContain(next)
    expect(notice?.html).toContain('Deshacer el cambio')
    expect((await linkTo(member.email, 'emailChangeRequested')).path).toBe('/deshacer-cambio-correo')

    // A reset to the pending address answers like an unknown one and sends nothing.
    const unknown = await browser(app).post('/api/users/reset-password-email', { email: newAddress('nadie') })
    const pending = await browser(app).post('/api/users/reset-password-email', { email: next })
    expect(pending.json()).toEqual(unknown.json())
    expect((await mailsTo(next)).map((mail) => mail.template)).toEqual(['confirmEmailChange'])
    // Sign-in: the old address works, the new one not yet.
    expect((await login(next)).statusCode).toBe(401)
    expect((await login(member.email)).statusCode).toBe(200)
    // Staff see the pending address in the list too.
    const { client: crm } = await signedInUser(app, db, { role: 'crmUser' })
    const list = userListResponseSchema.parse(
      (await crm.get(`/api/users/list?search=${encodeURIComponent(member.lastName)}&pageSize=100`)).json(),
    )
    expect(list.data.find((user) => user._id === member.id)?.pendingEmail).toBe(next)
  })

  it('confirming switches the address, marks it verified and ends every session of the account', async () => {
    const { user: member, client: memberSession } = await signedInUser(app, db, {
      role: 'subscriber',
      isVerified: false,
    })
    const next = newAddress('confirmado')
    await changeAsAdmin(member.id, next)
    const { token } = await linkTo(next, 'confirmEmailChange')

    const res = await browser(app).post('/api/users/confirm-email-change', { token })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      'Tu nuevo correo electrónico está confirmado. Inicia sesión con él: hemos cerrado las sesiones abiertas de tu cuenta.',
    )
    expect(await rowOf(member.id)).toMatchObject({ email: next, isVerified: true })
    expect((await memberSession.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await memberSession.post('/api/users/refresh-token')).statusCode).toBe(401)
    expect((await login(member.email)).statusCode).toBe(401)
    expect((await login(next)).statusCode).toBe(200)
    // Single use; and the audit trail shows the member's own step.
    expect((await browser(app).post('/api/users/confirm-email-change', { token })).statusCode).toBe(400)
    const trail = await db.select().from(userChanges).where(eq(userChanges.userId, member.id))
    expect(trail.find((entry) => entry.action === 'emailConfirmed')?.changes).toEqual({
      email: { before: member.email, after: next },
    })
  })

  it('the undo link cancels a pending change: the confirmation link is dead and nothing moved', async () => {
    const { user: member } = await signedInUser(app, db, { role: 'subscriber' })
    const next = newAddress('anulado')
    await changeAsAdmin(member.id, next)
    const undo = await linkTo(member.email, 'emailChangeRequested')
    const confirm = await linkTo(next, 'confirmEmailChange')

    const res = await browser(app).post('/api/users/undo-email-change', { token: undo.token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      outcome: 'cancelled',
      message: 'Cambio de correo anulado. Tu cuenta sigue con esta dirección.',
    })
    const refused = await browser(app).post('/api/users/confirm-email-change', { token: confirm.token })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('El enlace no es válido o ha caducado. Solicita uno nuevo.')
    expect((await rowOf(member.id)).email).toBe(member.email)
    expect((await login(next)).statusCode).toBe(401)
    expect((await login(member.email)).statusCode).toBe(200)
  })

  it('the undo link after confirmation puts the old address back, ends every session and kills outstanding reset links', async () => {
    const { user: member } = await signedInUser(app, db, { role: 'subscriber' })
    const next = newAddress('secuestro')
    await changeAsAdmin(member.id, next)
    const undo = await linkTo(member.email, 'emailChangeRequested')
    const confirm = await linkTo(next, 'confirmEmailChange')
    expect(
      (await browser(app).post('/api/users/confirm-email-change', { token: confirm.token })).statusCode,
    ).toBe(200)
    // Whoever holds the new address signs in and asks for a reset link.
    const intruder = browser(app)
    expect(
      (await intruder.post('/api/users/login', { email: next, password: MEMBER_PASSWORD })).statusCode,
    ).toBe(200)
    const reset = await resetLinkFor(next)

    const res = await browser(app).post('/api/users/undo-email-change', { token: undo.token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      outcome: 'restored',
      message:
        'Tu cuenta vuelve a tener esta dirección de correo. Hemos cerrado todas sus sesiones: si no recuerdas tu contraseña, restablécela.',
    })
    expect(await rowOf(member.id)).toMatchObject({ email: member.email, isVerified: true })
    expect((await intruder.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await intruder.post('/api/users/refresh-token')).statusCode).toBe(401)
    const dead = await browser(app).post('/api/users/reset-password', {
      token: reset,
      newPassword: 'Robada2026!',
    })
    expect(dead.statusCode).toBe(400)
    expect((await login(next)).statusCode).toBe(401)
    expect((await login(member.email)).statusCode).toBe(200)
    // The undo link is spent.
    expect((await browser(app).post('/api/users/undo-email-change', { token: undo.token })).statusCode).toBe(
      400,
    )
  })

  it('a reset or verification link sent before a change is dead after it', async () => {
    const { user: member } = await signedInUser(app, db, { role: 'subscriber', isVerified: false })
    const reset = await resetLinkFor(member.email)
    await browser(app).post('/api/users/resend-verification', { email: member.email })
    const verify = await linkTo(member.email, 'verifyEmail')
    // A link issued before links recorded their address (no address): it dies with the change too.
    const legacy = randomToken()
    await db.insert(userTokens).values({
      userId: member.id,
      purpose: 'set_password',
      tokenHash: hashToken(legacy),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    const next = newAddress('despues')
    await changeAsAdmin(member.id, next)
    const confirm = await linkTo(next, 'confirmEmailChange')
    expect(
      (await browser(app).post('/api/users/confirm-email-change', { token: confirm.token })).statusCode,
    ).toBe(200)

    const resetAfter = await browser(app).post('/api/users/reset-password', {
      token: reset,
      newPassword: 'Robada2026!',
    })
    expect(resetAfter.statusCode).toBe(400)
    expect((await browser(app).post('/api/users/verify', { token: verify.token })).statusCode).toBe(400)
    const setAfter = await browser(app).put('/api/users/update-password-google', {
      email: next,
      token: legacy,
      newPassword: 'Robada2026!',
    })
    expect(setAfter.statusCode).toBe(400)
    expect((await login(next, 'Robada2026!')).statusCode).toBe(401)
  })

  it('a link bound to an address the account no longer has is dead, even if nothing else voided it', async () => {
    // The binding itself (decision 097): a link carries the address it was sent to.
    const { user: member } = await signedInUser(app, db, { role: 'subscriber' })
    const reset = await resetLinkFor(member.email)
    await db
      .update(users)
      .set({ email: newAddress('otra') })
      .where(eq(users.id, member.id))
    const res = await browser(app).post('/api/users/reset-password', {
      token: reset,
      newPassword: 'Robada2026!',
    })
    expect(res.statusCode).toBe(400)
  })

  it('the new address must still be free when it is confirmed: a clear 409 and nothing changes', async () => {
    const { user: member } = await signedInUser(app, db, { role: 'subscriber' })
    const next = newAddress('ocupado')
    await changeAsAdmin(member.id, next)
    const { token } = await linkTo(next, 'confirmEmailChange')
    // Meanwhile someone signs up with that address.
    expect(
      (
        await browser(app).post('/api/users/register', {
          name: 'Otra',
          lastName: 'Persona',
          email: next,
          password: 'Serena2026!',
        })
      ).statusCode,
    ).toBe(201)

    const res = await browser(app).post('/api/users/confirm-email-change', { token })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'account.emailChange.taken',
      message: 'Esa dirección de correo ya pertenece a otra cuenta, así que el cambio no se ha hecho.',
    })
    expect((await rowOf(member.id)).email).toBe(member.email)
    expect((await login(member.email)).statusCode).toBe(200)
  })
})
