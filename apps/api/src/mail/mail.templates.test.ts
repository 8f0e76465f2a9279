import { describe, expect, it } from 'vitest'
import { billingTemplates } from '../modules/billing/billing.mail.ts'
import { templates } from './mail.templates.ts'

const IF_NOT_YOU = 'Si no has sido tú, puedes ignorar este correo.'

describe('the house layout', () => {
  it('tells the reader they may ignore only a mail that anyone could have asked for with their address', () => {
    for (const asked of [
      templates.verifyEmail('Ana', 'https://sosiego.app/v'),
      templates.resetPassword('Ana', 'https://sosiego.app/r'),
      templates.setPassword('Ana', 'https://sosiego.app/s'),
    ]) {
      expect(asked.text).toContain(IF_NOT_YOU)
      expect(asked.html).toContain(IF_NOT_YOU)
    }
    const receipt = billingTemplates.paymentReceipt(
      'Ana',
      { planName: 'Full', amountCents: 999, currency: 'USD', paidAt: new Date(), orderId: 'o-1' },
      { startDate: new Date(), endDate: null },
      'https://sosiego.app/panel/suscripcion',
    )
    expect(receipt.text).not.toContain('ignorar')
    expect(receipt.html).not.toContain('ignorar')
  })
})
