import type { Config } from '../../../config.ts'
import type { Database } from '../../../db/client.ts'
import { AppError } from '../../../lib/app-error.ts'
import { templates } from '../../../mail/mail.templates.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { issueUserToken } from '../../auth/index.ts'
import { enforceLimit, HOUR, limitEmailsTo } from '../../rate-limit/index.ts'
import { findUserByEmail, insertUser } from '../../users/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import { findTrialPlan, grantTrialOnce, trialLeftFor } from './trial-grant.ts'

/**
 * POST /api/users/trial (the landing page's trial form). A verified account gets its trial now (if it
 * may still have it) and an e-mail saying so. An address not yet proven gets nothing but an e-mail:
 * a new address a temporary account and a set-password link, an unverified account a link to prove
 * it; the trial starts when that link is opened (decision 049), so a made-up address never holds a
 * plan. The answer is the same in every case, so it reveals nothing about the address.
 */
export async function startTrial(
  db: Database,
  config: Config,
  body: { name: string; lastName: string; email: string },
  ip: string,
): Promise<{ planName: string }> {
  await enforceLimit(db, {
    key: `trial-ip:${ip}`,
    limit: config.rateLimits.registrationsPerIp,
    windowMs: HOUR,
    message: 'auth.rateLimitedRegister',
  })
  const plan = await findTrialPlan(db)
  if (!plan) throw new AppError('trial.unavailable', 503)
  await limitEmailsTo({ db, config }, body.email)

  await withOutbox(db, async (tx) => {
    const user =
      (await findUserByEmail(tx, body.email)) ??
      (await insertUser(tx, {
        name: body.name,
        lastName: body.lastName,
        email: body.email,
        passwordHash: null,
        role: 'visitor',
        isTemporary: true,
      })) ??
      // Created by a concurrent request a moment ago.
      (await findUserByEmail(tx, body.email))
    if (!user?.isActive) return
    if (user.isVerified) {
      const activated = Boolean(await grantTrialOnce(tx, user.id, config.sessionSecret))
      const url = `${config.appUrl}/login?mode=login`
      await queueMail(
        tx,
        user.email,
        billingTemplates.trialForExistingAccount(user.name, plan.name, activated, url),
      )
      return
    }
    // Not proven yet: a link that proves it. Without a password (a temporary account, or one created
    // by staff or Google) the link sets the first one; with one, it confirms the address.
    const trialLeft = await trialLeftFor(tx, config.sessionSecret, user)
    if (!user.passwordHash) {
      const token = await issueUserToken(tx, user.id, 'set_password', user.email)
      const url = `${config.appUrl}/verify-email?token=${token}&setup=true`
      await queueMail(
        tx,
        user.email,
        trialLeft
          ? billingTemplates.trialConfirm(user.name, plan, 'setPassword', url)
          : templates.setPassword(user.name, url),
      )
      return
    }
    const token = await issueUserToken(tx, user.id, 'verify_email', user.email)
    const url = `${config.appUrl}/verify-email?token=${token}`
    await queueMail(
      tx,
      user.email,
      trialLeft
        ? billingTemplates.trialConfirm(user.name, plan, 'verify', url)
        : templates.verifyEmail(user.name, url),
    )
  })
  return { planName: plan.name }
}
