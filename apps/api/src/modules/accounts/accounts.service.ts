import { randomUUID } from 'node:crypto'
import type { RegisterBody, SessionUser } from '@sosiego/shared'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { templates } from '../../mail/mail.templates.ts'
import { queueMail, withOutbox } from '../../mail/outbox.ts'
import {
  consumeUserToken,
  endUserSessions,
  type IssuedSession,
  issueUserToken,
  type SessionKeys,
  sentToCurrentAddress,
  spentToken,
  startSession,
} from '../auth/index.ts'
import { grantTrialOnce } from '../billing/index.ts'
import {
  type AttemptRule,
  chargeAttempt,
  countHit,
  enforceLimit,
  HOUR,
  limitEmailsTo,
  MINUTE,
  refundHits,
} from '../rate-limit/index.ts'
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  toSessionUser,
  type UserRow,
  updateUser,
  verifyPassword,
} from '../users/index.ts'
import { storeAvatar } from './avatar.ts'
import { issueDeviceCookie, trustedDeviceId } from './trusted-device.ts'

export interface AccountsContext {
  db: Database
  config: Config
  keys: SessionKeys
}

const LOGIN_WINDOW = 15 * MINUTE

const link = (config: Config, pathAndQuery: string) => `${config.appUrl}${pathAndQuery}`

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password-never-matches')
  return decoyHash
}

/** Queues a verification link for the account's address, inside the caller's transaction. */
export async function queueVerification(ctx: AccountsContext, tx: Database, user: UserRow) {
  const token = await issueUserToken(tx, user.id, 'verify_email', user.email)
  await queueMail(
    tx,
    user.email,
    templates.verifyEmail(user.name, link(ctx.config, `/verify-email?token=${token}`)),
  )
}

/**
 * A sign-up: a new account is created and signed in. An address that already has an account gets
 * the same answer (no session, a look-alike user) and its owner an e-mail saying someone tried, so
 * the answer never tells a stranger whether an address is registered (decision 048).
 */
export type Registration =
  | { kind: 'created'; session: IssuedSession }
  | { kind: 'existing'; lookAlike: SessionUser }

export async function register(ctx: AccountsContext, body: RegisterBody, ip: string): Promise<Registration> {
  await enforceLimit(ctx.db, {
    key: `register-ip:${ip}`,
    limit: ctx.config.rateLimits.registrationsPerIp,
    windowMs: HOUR,
    message: 'auth.rateLimitedRegister',
  })
  // Both outcomes hash the password and count a mail to the address: they take about as long.
  const passwordHash = await hashPassword(body.password)
  const { emailsPerMinute, emailsPerHour } = ctx.config.rateLimits
  const mailAllowed =
    (await countHit(ctx.db, `mail-min:${body.email}`, MINUTE)) <= emailsPerMinute &&
    (await countHit(ctx.db, `mail-hour:${body.email}`, HOUR)) <= emailsPerHour
  const created = await withOutbox(ctx.db, async (tx) => {
    const user = await insertUser(tx, {
      name: body.name,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone || null,
      passwordHash,
      role: 'visitor',
    })
    if (user) {
      // A new account always gets its verification link: it cannot be used without it.
      await queueVerification(ctx, tx, user)
      return user
    }
    const owner = await findUserByEmail(tx, body.email)
    // The owner hears of it (within the e-mail limits, so sign-ups cannot be used to flood them).
    if (owner?.isActive && mailAllowed)
      await queueMail(
        tx,
        owner.email,
        templates.accountExists(owner.name, link(ctx.config, '/login?mode=login')),
      )
    return undefined
  })
  if (created) return { kind: 'created', session: await startSession(ctx.db, ctx.keys, created) }
  const now = new Date()
  return {
    kind: 'existing',
    lookAlike: toSessionUser({
      id: randomUUID(),
      name: body.name,
      lastName: body.lastName,
      email: body.email,
      passwordHash,
      role: 'visitor',
      phone: body.phone || null,
      avatarUrl: null,
      searchText: null,
      isVerified: false,
      isActive: true,
      isTemporary: false,
      googleSub: null,
      tokenVersion: 1,
      healthConsentAt: null,
      healthConsentVersion: null,
      createdAt: now,
      updatedAt: now,
    }),
  }
}

const LOGIN_REFUSED = 'auth.rateLimitedLogin'

/**
 * Same answer and about the same time for an unknown e-mail, a wrong password and an account
 * without a password that was not created through Google (a landing-trial account: its e-mails
 * carry the set-password link). Only an account created through Google gets its own answer, which
 * the apps need to offer 'Establecer Contraseña' (decision 048 records the trade-off).
 *
 * Only failures count (decision 048, OWASP's device cookies): a browser holding this account's
 * device cookie is limited on its own counter; every other attempt is limited per account (for
 * untrusted devices only) and per client address. Each attempt is charged before the password is
 * checked, so concurrent guesses see each other, and refunded when the password was right.
 */
export async function login(
  ctx: AccountsContext,
  credentials: { email: string; password: string },
  client: { ip: string; deviceCookie: string | undefined },
): Promise<{ session: IssuedSession; deviceCookie: string }> {
  const { email, password } = credentials
  const { loginAttemptsPerIp, loginFailuresPerAccount } = ctx.config.rateLimits
  const deviceId = trustedDeviceId(ctx.keys.secret, client.deviceCookie, email)
  const rules: AttemptRule[] = deviceId
    ? [{ key: `login-fail-device:${deviceId}`, limit: loginFailuresPerAccount, windowMs: LOGIN_WINDOW }]
    : [
        { key: `login-fail-ip:${client.ip}`, limit: loginAttemptsPerIp, windowMs: LOGIN_WINDOW },
        { key: `login-fail:${email}`, limit: loginFailuresPerAccount, windowMs: LOGIN_WINDOW },
      ]
  const hits = await chargeAttempt(ctx.db, rules, LOGIN_REFUSED)
  const user = await findUserByEmail(ctx.db, email)
  if (user?.googleSub && !user.passwordHash) {
    // No password was checked: not a failure of this account (its rule, or the device's, is the
    // last one); the address's hit stays, so this answer cannot be asked for without limit.
    await refundHits(ctx.db, hits.slice(-1))
    throw new AppError('auth.googleAccount', 409)
  }
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), password)
  if (!user?.passwordHash || !valid) throw new AppError('auth.invalidCredentials', 401)
  await refundHits(ctx.db, hits)
  if (!user.isActive) throw new AppError('auth.inactive', 403)
  return {
    session: await startSession(ctx.db, ctx.keys, user),
    deviceCookie: issueDeviceCookie(ctx.keys.secret, email),
  }
}

/**
 * Marks the e-mail verified and starts the free trial if the account may have it (decision 049), in
 * one transaction. A link opened a second time still counts as success.
 */
export async function verifyEmail(
  ctx: AccountsContext,
  token: string,
): Promise<'verified' | 'alreadyVerified'> {
  const userId = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const spent = await consumeUserToken(tx, token, 'verify_email')
    const user = spent ? await findUserById(tx, spent.userId) : undefined
    // A link proves only the address it was sent to (issue 27).
    if (!spent || !user || !sentToCurrentAddress(spent, user)) return undefined
    await updateUser(tx, user.id, { isVerified: true })
    await grantTrialOnce(tx, user.id, ctx.config.sessionSecret)
    return user.id
  })
  if (userId) return 'verified'
  const spent = await spentToken(ctx.db, token, 'verify_email')
  const user = spent ? await findUserById(ctx.db, spent.userId) : undefined
  if (spent && user?.isVerified && sentToCurrentAddress(spent, user)) return 'alreadyVerified'
  throw new AppError('auth.tokenInvalid', 400)
}

/** Sends a new verification link if the account exists and still needs one; answers the same either way. */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<void> {
  await limitEmailsTo(ctx, email)
  const user = await findUserByEmail(ctx.db, email)
  if (!user?.isActive || user.isVerified) return
  await withOutbox(ctx.db, (tx) => queueVerification(ctx, tx, user))
}

/**
 * A reset link for accounts with a password; a set-password link for those without one (created
 * through Google, or by staff). The answer is the same whether the account exists or not.
 */
export async function requestPasswordEmail(ctx: AccountsContext, email: string): Promise<void> {
  await limitEmailsTo(ctx, email)
  const user = await findUserByEmail(ctx.db, email)
  if (!user?.isActive) return
  await withOutbox(ctx.db, async (tx) => {
    if (user.passwordHash) {
      const token = await issueUserToken(tx, user.id, 'reset_password', user.email)
      await queueMail(
        tx,
        user.email,
        templates.resetPassword(user.name, link(ctx.config, `/reset-password?token=${token}`)),
      )
    } else {
      const token = await issueUserToken(tx, user.id, 'set_password', user.email)
      const url = link(ctx.config, `/verify-email?token=${token}&setup=true`)
      await queueMail(tx, user.email, templates.setPassword(user.name, url))
    }
  })
}

/**
 * A new password ends every session and every access token issued before it. Answers the user's
 * row as it then stands.
 */
async function replacePassword(
  ctx: AccountsContext,
  user: UserRow,
  password: string,
  extra: Partial<UserRow> = {},
): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(password)
  return withOutbox(ctx.db, async (tx) => {
    await updateUser(tx, user.id, { passwordHash, ...extra })
    // A reset or set-password link proves the address: the trial starts here too (decision 049).
    if (extra.isVerified && !user.isVerified) await grantTrialOnce(tx, user.id, ctx.config.sessionSecret)
    const updated = await endUserSessions(tx, user.id)
    await queueMail(
      tx,
      user.email,
      templates.passwordChanged(user.name, link(ctx.config, '/login?mode=login')),
    )
    return updated
  })
}

export async function resetPassword(ctx: AccountsContext, token: string, newPassword: string): Promise<void> {
  const spent = await consumeUserToken(ctx.db, token, 'reset_password')
  const user = spent ? await findUserById(ctx.db, spent.userId) : undefined
  // A link sent to an address the account no longer has is dead (issue 27).
  if (!spent || !user || !sentToCurrentAddress(spent, user)) throw new AppError('auth.tokenInvalid', 400)
  // The link reached the inbox of the account's own address, so that address is proven.
  await replacePassword(ctx, user, newPassword, { isVerified: true })
}

/** The first password of a Google-created or temporary account, from the set-password link. */
export async function setFirstPassword(
  ctx: AccountsContext,
  email: string,
  token: string,
  newPassword: string,
) {
  const user = await findUserByEmail(ctx.db, email)
  const spent = user ? await consumeUserToken(ctx.db, token, 'set_password') : undefined
  if (!user || spent?.userId !== user.id || !sentToCurrentAddress(spent, user))
    throw new AppError('auth.tokenInvalid', 400)
  await replacePassword(ctx, user, newPassword, { isVerified: true, isTemporary: false })
}

/** Changes the password of the signed-in user; their other sessions end, this one goes on. */
export async function changePassword(
  ctx: AccountsContext,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<IssuedSession> {
  // A stolen session must not be a way to guess the password: wrong current passwords are limited
  // per account, like failed logins, and a right one takes its attempt back.
  const hits = await chargeAttempt(
    ctx.db,
    [
      {
        key: `password-check:${user.id}`,
        limit: ctx.config.rateLimits.loginFailuresPerAccount,
        windowMs: LOGIN_WINDOW,
      },
    ],
    'auth.rateLimitedPasswordCheck',
  )
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('auth.currentPasswordWrong', 400)
  }
  await refundHits(ctx.db, hits)
  const updated = await replacePassword(ctx, user, newPassword)
  if (!updated) throw new AppError('auth.unauthenticated', 401)
  return startSession(ctx.db, ctx.keys, updated)
}

/**
 * Staff switch an account off: it is refused at sign-in, and every session it had ends now — the
 * access tokens through the token version, the refresh families revoked — so switching it back on
 * later revives none of them.
 */
export async function deactivateUser(db: Database, userId: string): Promise<UserRow | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const user = await updateUser(tx, userId, { isActive: false })
    if (user) await endUserSessions(tx, userId)
    return user
  })
}

export async function updateProfile(
  ctx: AccountsContext,
  user: UserRow,
  changes: { name: string; lastName: string; avatarImage?: string | undefined },
): Promise<UserRow> {
  const avatarUrl = changes.avatarImage
    ? await storeAvatar(ctx.config.storageDir, user.id, changes.avatarImage)
    : user.avatarUrl
  const updated = await updateUser(ctx.db, user.id, {
    name: changes.name,
    lastName: changes.lastName,
    avatarUrl,
  })
  if (!updated) throw new AppError('auth.unauthenticated', 401)
  return updated
}
