import type { RegisterBody } from '@sosiego/shared'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../plugins/errors.ts'
import {
  type IssuedSession,
  revokeUserSessions,
  type SessionKeys,
  startSession,
} from '../auth/sessions.service.ts'
import { consumeUserToken, issueUserToken, spentTokenUser } from '../auth/user-tokens.ts'
import { grantPlanAsStaff } from '../billing/staff-grant.ts'
import { templates } from '../mail/mail.templates.ts'
import { queueMail, withOutbox } from '../mail/outbox.ts'
import { countHit, enforceLimit, HOUR, MINUTE, uncountHit } from '../rate-limit/rate-limit.ts'
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUser,
} from './accounts.repository.ts'
import { storeAvatar } from './avatar.ts'
import { hashPassword, verifyPassword } from './password-hashing.ts'

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

/** At most one e-mail a minute and five an hour to one address, whoever asks. */
async function limitEmailsTo(ctx: AccountsContext, email: string) {
  const { emailsPerMinute, emailsPerHour } = ctx.config.rateLimits
  await enforceLimit(ctx.db, {
    key: `mail-min:${email}`,
    limit: emailsPerMinute,
    windowMs: MINUTE,
    message: 'auth.rateLimitedEmail',
  })
  await enforceLimit(ctx.db, {
    key: `mail-hour:${email}`,
    limit: emailsPerHour,
    windowMs: HOUR,
    message: 'auth.rateLimitedEmail',
  })
}

/** Queues a verification link for the account's address, inside the caller's transaction. */
export async function queueVerification(ctx: AccountsContext, tx: Database, user: UserRow) {
  const token = await issueUserToken(tx, user.id, 'verify_email')
  await queueMail(
    tx,
    user.email,
    templates.verifyEmail(user.name, link(ctx.config, `/verify-email?token=${token}`)),
  )
}

export async function register(ctx: AccountsContext, body: RegisterBody, ip: string): Promise<IssuedSession> {
  await enforceLimit(ctx.db, {
    key: `register-ip:${ip}`,
    limit: ctx.config.rateLimits.registrationsPerIp,
    windowMs: HOUR,
    message: 'auth.rateLimitedRegister',
  })
  const passwordHash = await hashPassword(body.password)
  const user = await withOutbox(ctx.db, async (tx) => {
    const created = await insertUser(tx, {
      name: body.name,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone || null,
      passwordHash,
      role: 'visitor',
    })
    if (!created) throw new AppError('auth.emailTaken', 409)
    await queueVerification(ctx, tx, created)
    return created
  })
  await countHit(ctx.db, `mail-min:${user.email}`, MINUTE)
  await countHit(ctx.db, `mail-hour:${user.email}`, HOUR)
  return startSession(ctx.db, ctx.keys, user)
}

/**
 * Same answer and about the same time for an unknown e-mail and a wrong password. Failed attempts
 * are counted before the password is checked, so no more than the limit are ever checked.
 */
export async function login(
  ctx: AccountsContext,
  email: string,
  password: string,
  ip: string,
): Promise<IssuedSession> {
  const { loginAttemptsPerIp, loginFailuresPerAccount } = ctx.config.rateLimits
  await enforceLimit(ctx.db, {
    key: `login-ip:${ip}`,
    limit: loginAttemptsPerIp,
    windowMs: LOGIN_WINDOW,
    message: 'auth.rateLimitedLogin',
  })
  const failureKey = `login-fail:${email}`
  if ((await countHit(ctx.db, failureKey, LOGIN_WINDOW)) > loginFailuresPerAccount) {
    throw new AppError('auth.rateLimitedLogin', 429)
  }
  const user = await findUserByEmail(ctx.db, email)
  if (user && !user.passwordHash) {
    await uncountHit(ctx.db, failureKey, LOGIN_WINDOW)
    throw new AppError('auth.googleAccount', 409)
  }
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), password)
  if (!user || !valid) throw new AppError('auth.invalidCredentials', 401)
  await uncountHit(ctx.db, failureKey, LOGIN_WINDOW)
  if (!user.isActive) throw new AppError('auth.inactive', 403)
  return startSession(ctx.db, ctx.keys, user)
}

/** Marks the e-mail verified. A link opened a second time still counts as success. */
export async function verifyEmail(
  ctx: AccountsContext,
  token: string,
): Promise<'verified' | 'alreadyVerified'> {
  const userId = await consumeUserToken(ctx.db, token, 'verify_email')
  if (userId) {
    await updateUser(ctx.db, userId, { isVerified: true })
    return 'verified'
  }
  const spentBy = await spentTokenUser(ctx.db, token, 'verify_email')
  const user = spentBy ? await findUserById(ctx.db, spentBy) : undefined
  if (user?.isVerified) return 'alreadyVerified'
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
      const token = await issueUserToken(tx, user.id, 'reset_password')
      await queueMail(
        tx,
        user.email,
        templates.resetPassword(user.name, link(ctx.config, `/reset-password?token=${token}`)),
      )
    } else {
      const token = await issueUserToken(tx, user.id, 'set_password')
      const url = link(ctx.config, `/verify-email?token=${token}&setup=true`)
      await queueMail(tx, user.email, templates.setPassword(user.name, url))
    }
  })
}

/** A new password ends every session and every access token issued before it. */
async function replacePassword(
  ctx: AccountsContext,
  user: UserRow,
  password: string,
  extra: Partial<UserRow> = {},
) {
  const passwordHash = await hashPassword(password)
  await withOutbox(ctx.db, async (tx) => {
    await updateUser(tx, user.id, { passwordHash, ...extra })
    await bumpTokenVersion(tx, user.id)
    await revokeUserSessions(tx, user.id)
    await queueMail(
      tx,
      user.email,
      templates.passwordChanged(user.name, link(ctx.config, '/login?mode=login')),
    )
  })
}

export async function resetPassword(ctx: AccountsContext, token: string, newPassword: string): Promise<void> {
  const userId = await consumeUserToken(ctx.db, token, 'reset_password')
  const user = userId ? await findUserById(ctx.db, userId) : undefined
  if (!user) throw new AppError('auth.tokenInvalid', 400)
  // The link reached the inbox, so the address is proven.
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
  const userId = user ? await consumeUserToken(ctx.db, token, 'set_password') : undefined
  if (!user || userId !== user.id) throw new AppError('auth.tokenInvalid', 400)
  await replacePassword(ctx, user, newPassword, { isVerified: true, isTemporary: false })
}

/** Changes the password of the signed-in user; their other sessions end, this one goes on. */
export async function changePassword(
  ctx: AccountsContext,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<IssuedSession> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('auth.currentPasswordWrong', 400)
  }
  await replacePassword(ctx, user, newPassword)
  const updated = await findUserById(ctx.db, user.id)
  if (!updated) throw new AppError('auth.unauthenticated', 401)
  return startSession(ctx.db, ctx.keys, updated)
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

/**
 * Staff create accounts directly: verified, with the role chosen, and with a plan when one is named,
 * granted through billing's own path in the same transaction (no end date: without end).
 */
export async function createUserAsAdmin(
  ctx: AccountsContext,
  body: RegisterBody & {
    role: UserRow['role']
    planSlug?: string | null | undefined
    subscriptionEndDate?: string | null | undefined
  },
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password)
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const user = await insertUser(tx, {
      name: body.name,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone || null,
      passwordHash,
      role: body.role,
      isVerified: true,
    })
    if (!user) throw new AppError('auth.emailTaken', 409)
    if (body.planSlug) await grantPlanAsStaff(tx, user.id, body.planSlug, body.subscriptionEndDate)
    return user
  })
}
