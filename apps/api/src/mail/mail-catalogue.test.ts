import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { es } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { accountDataTemplates } from '../modules/account-data/account-data.mail.ts'
import { emailChangeTemplates } from '../modules/accounts/email-change.mail.ts'
import { billingTemplates } from '../modules/billing/billing.mail.ts'
import { type NamedMail, templates } from './mail.templates.ts'

const at = new Date('2026-03-01T10:20:30Z')
const later = new Date('2026-04-01T10:20:30Z')
// A year ahead: subscriptionEnded's "access until" branch is chosen by comparing with the real clock.
const nextYear = new Date(Date.now() + 365 * 86_400_000)
const receipt = { planName: 'Full', amountCents: 1999, currency: 'USD', paidAt: at, orderId: 'o-1' }
const refund = { amountCents: 500, currency: 'USD', orderId: 'o-2' }

/** Every template, every branch of it, with sample values. */
const samples: NamedMail[] = [
  templates.verifyEmail('Ana', 'https://sosiego.app/v'),
  templates.resetPassword('Ana', 'https://sosiego.app/r'),
  templates.setPassword('Ana', 'https://sosiego.app/s'),
  templates.accountExists('Ana', 'https://sosiego.app/l'),
  templates.passwordChanged('Ana', 'https://sosiego.app/l'),
  billingTemplates.paymentReceipt('Ana', receipt, { startDate: at, endDate: null }, 'https://sosiego.app/p'),
  ...['Europe/Madrid', 'America/Mexico_City'].map((timeZone) =>
    billingTemplates.paymentReceipt(
      'Ana',
      { ...receipt, immediateStart: { requestedAt: at, timeZone } },
      { startDate: at, endDate: later },
      'https://sosiego.app/p',
    ),
  ),
  // Issue 32: a purchase that keeps the trial.
  billingTemplates.keptTrialPurchase(
    'Ana',
    {
      planName: 'Full',
      amountCents: 1999,
      currency: 'USD',
      durationDays: 30,
      firstChargeAt: later,
      requestedAt: at,
      withdrawableUntil: later,
      orderId: 'o-3',
      timeZone: 'Europe/Madrid',
    },
    'https://sosiego.app/p',
  ),
  billingTemplates.trialConfirm(
    'Ana',
    { name: 'Prueba', durationDays: 15 },
    'verify',
    'https://sosiego.app/t',
  ),
  billingTemplates.trialConfirm(
    'Ana',
    { name: 'Prueba', durationDays: 15 },
    'setPassword',
    'https://sosiego.app/t',
  ),
  billingTemplates.trialForExistingAccount('Ana', 'Prueba', true, 'https://sosiego.app/l'),
  billingTemplates.trialForExistingAccount('Ana', 'Prueba', false, 'https://sosiego.app/l'),
  billingTemplates.endingSoon('Ana', 'Full', later, 'https://sosiego.app/p'),
  billingTemplates.trialEnding(
    'Ana',
    later,
    'Europe/Madrid',
    [
      { name: 'Full', priceCents: 1999, currency: 'EUR', durationDays: 30 },
      { name: 'Full anual', priceCents: 19990, currency: 'EUR', durationDays: 365 },
      { name: 'Trimestral', priceCents: 4999, currency: 'EUR', durationDays: 90 },
    ],
    'https://sosiego.app/#pricing',
  ),
  billingTemplates.expired('Ana', 'Full', 'https://sosiego.app/p'),
  billingTemplates.renewalReceipt('Ana', receipt, later, 'https://sosiego.app/p'),
  billingTemplates.paymentDeclined('Ana', 'Full', 1999, 'EUR', later, 'https://sosiego.app/p'),
  billingTemplates.paymentDeclined('Ana', 'Full', 1999, 'EUR', null, 'https://sosiego.app/p'),
  billingTemplates.subscriptionEnded('Ana', 'Full', nextYear, 'https://sosiego.app/p'),
  billingTemplates.subscriptionEnded('Ana', 'Full', null, 'https://sosiego.app/p'),
  billingTemplates.renewalNotice(
    'Ana',
    'Anual',
    later,
    9999,
    'USD',
    'Europe/Madrid',
    'https://sosiego.app/c',
  ),
  billingTemplates.renewalCancelled('Ana', 'Full', later, 'https://sosiego.app/p'),
  billingTemplates.renewalResumed('Ana', 'Full', later, 1999, 'USD', 'https://sosiego.app/p'),
  ...['Europe/Madrid', 'America/Mexico_City'].map((timeZone) =>
    billingTemplates.withdrawalAcknowledged('Ana', 'Full', at, timeZone, refund, 'https://sosiego.app/p'),
  ),
  billingTemplates.providerRefund(
    'Ana',
    'Full',
    { amountCents: 500, currency: 'EUR', invoiceCode: 'R-2027-000004' },
    'https://sosiego.app/p',
  ),
  accountDataTemplates.accountDeleted(),
  accountDataTemplates.dataExportReady('Ana', 'https://sosiego.app/d', later, true, 'Europe/Madrid'),
  accountDataTemplates.dataExportReady('Ana', 'https://sosiego.app/d', later, false, 'America/Mexico_City'),
  emailChangeTemplates.confirmEmailChange('Ana', 'https://sosiego.app/c'),
  emailChangeTemplates.emailChangeRequested('Ana', 'nueva@sosiego.test', 'https://sosiego.app/u'),
]

const src = path.resolve(import.meta.dirname, '..')
/** The files that write e-mails: the house layout, the zone's name, and every module's `*.mail.ts`. */
const mailSources = [
  path.join(src, 'mail/mail.templates.ts'),
  path.join(src, 'lib/zone-name.ts'),
  ...readdirSync(path.join(src, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mail.ts'))
    .map((file) => path.join(src, 'modules', file)),
]
const keysUsed = new Set(
  mailSources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\('([^']+)'/g)].map((m) => m[1] as string),
  ),
)

/** Issue 29: the e-mails' sentences live in the catalogue (decision 007), as `mail.*`. */
describe('the e-mails from the catalogue', () => {
  it('renders every template with no placeholder left unfilled', () => {
    const names = new Set(samples.map((mail) => mail.template))
    // A template added later must be added here too, or this fails.
    expect([...names].sort()).toEqual(
      [
        ...Object.keys(templates),
        ...Object.keys(billingTemplates),
        ...Object.keys(accountDataTemplates),
        ...Object.keys(emailChangeTemplates),
      ].sort(),
    )
    for (const mail of samples)
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part.match(/\{\w+\}/g), `${mail.template}: ${part}`).toBeNull()
  })

  it('uses only keys the catalogue has, and the catalogue has no mail key nobody uses', () => {
    expect(mailSources.length).toBeGreaterThanOrEqual(5)
    expect([...keysUsed].filter((key) => !(key in es))).toEqual([])
    expect(Object.keys(es).filter((key) => key.startsWith('mail.') && !keysUsed.has(key))).toEqual([])
  })

  it('writes no Spanish sentence inline in a mail source', () => {
    // A string literal with a Spanish word and a space is a sentence that belongs in the catalogue.
    const inline = mailSources.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(['`])((?:Hola|Tu|Tus|Hemos|Si|El|La|Se|Puedes|Confirma)\b[^'`]*)\1/g,
        ),
      ].map((m) => `${path.basename(file)}: ${m[2]}`),
    )
    expect(inline).toEqual([])
  })
})
