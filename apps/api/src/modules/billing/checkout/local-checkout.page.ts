import { formatMoney, type PlanCharge, periodLabel, t } from '@sosiego/shared'
import { zoneName } from '../../../lib/zone-name.ts'
import type { LocalCheckoutSession } from '../providers/local-provider.ts'

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

// Inline styles only (the CSP allows them; it allows no inline script, and the page needs none).
const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f3ee;color:#1f2a27;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;padding:24px}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px 24px;box-shadow:0 8px 30px rgb(31 42 39/.08)}
.badge{display:inline-block;margin:0 0 16px;padding:4px 12px;border-radius:999px;background:#fdecc8;color:#6b4500;font-weight:600;font-size:14px;border:1px solid #e0b95a}
h1{font-size:22px;margin:0 0 8px}
.notice{margin:0 0 24px;color:#4a5a55;font-size:14px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#4a5a55}dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:24px}
.actions{display:flex;flex-direction:column;gap:12px}
button,a.button{display:block;width:100%;padding:12px 16px;border-radius:999px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:2px solid #3d6a5d}
.pay{background:#3d6a5d;color:#fff}.cancel{background:#fff;color:#3d6a5d}
button:focus-visible,a:focus-visible{outline:3px solid #1f2a27;outline-offset:2px}
.expires{margin:16px 0 0;font-size:13px;color:#4a5a55;text-align:center}
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`
}

/** Issue 32: on the service's clock (TIME_ZONE), named, never UTC. */
const dateTime = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)} (${zoneName(timeZone, date)})`

const longDate = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone }).format(date)

/**
 * The amount's rows (issue 32): with prices that include tax, the total 'IVA incluido'; with prices
 * before tax, the price, the IVA added and the total ('precio + IVA = total'), or the price alone,
 * without IVA, for a buyer outside its territory. The total is always the session's own amount: what
 * 'Pagar' charges.
 */
function amountRows(
  session: LocalCheckoutSession,
  charge: PlanCharge | null,
  tax: { pricesIncludeTax: boolean; ratePercent: number },
): [string, string, string][] {
  const money = (cents: number) => formatMoney(cents / 100, session.currency)
  const period = session.intervalDays ? ` ${periodLabel(session.intervalDays)}` : ''
  const total = `${money(session.amountCents)}${period}`
  const amount = (value: string): [string, string, string] => [
    t('localCheckout.amount'),
    value,
    ' class="amount"',
  ]
  if (tax.pricesIncludeTax) return [amount(`${total} · ${t('pricing.taxIncluded')}`)]
  if (charge?.exemptIn)
    return [amount(`${total} · ${t('checkout.priceTaxExempt', { territory: charge.exemptIn })}`)]
  if (!charge || charge.taxCents === 0) return [amount(total)]
  return [
    [t('localCheckout.price'), money(charge.priceCents), ''],
    [
      t('localCheckout.tax', { rate: new Intl.NumberFormat('es-ES').format(tax.ratePercent) }),
      `+ ${money(charge.taxCents)}`,
      '',
    ],
    amount(total),
  ]
}

/**
 * The built-in test checkout: plan, amount with its period ('/ mes') and tax, 'Pagar' and 'Cancelar',
 * labelled 'Modo de prueba'. A kept trial (issue 32) says nothing is charged today and when the
 * first charge comes. Times in the service's time zone.
 */
export function renderLocalCheckout(
  session: LocalCheckoutSession,
  actionBase: string,
  {
    timeZone,
    tax,
    charge,
  }: {
    timeZone: string
    tax: { pricesIncludeTax: boolean; ratePercent: number }
    /** The order's breakdown (`orderCharge`); null shows the amount alone. */
    charge: PlanCharge | null
  },
): string {
  const rows = [
    [t('localCheckout.plan'), escapeHtml(session.description), ''],
    ...amountRows(session, charge, tax).map(([term, value, attrs]) => [term, escapeHtml(value), attrs]),
    ...(session.firstChargeAt
      ? [
          [t('localCheckout.dueToday'), escapeHtml(formatMoney(0, session.currency)), ''],
          [t('localCheckout.firstCharge'), escapeHtml(longDate(session.firstChargeAt, timeZone)), ''],
        ]
      : []),
  ]
  return page(
    t('localCheckout.pageTitle'),
    `<p class="badge">${escapeHtml(t('localCheckout.testMode'))}</p>
<h1>Sosiego</h1>
<p class="notice">${escapeHtml(t('localCheckout.notice'))}</p>
<dl>${rows.map(([term, value, attrs]) => `<dt>${escapeHtml(term ?? '')}</dt><dd${attrs}>${value}</dd>`).join('\n')}</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${actionBase}/pay`)}"><button type="submit" class="pay">${escapeHtml(t('localCheckout.pay'))}</button></form>
<form method="post" action="${escapeHtml(`${actionBase}/cancel`)}"><button type="submit" class="cancel">${escapeHtml(t('localCheckout.cancel'))}</button></form>
</div>
<p class="expires">${escapeHtml(t('localCheckout.expiresAt', { date: dateTime(session.expiresAt, timeZone) }))}</p>`,
  )
}

/** A session that is over (paid, cancelled, expired) or unknown: a sentence and the way back. */
export function renderLocalCheckoutClosed(message: string, backUrl: string): string {
  return page(
    t('localCheckout.pageTitle'),
    `<p class="badge">${escapeHtml(t('localCheckout.testMode'))}</p>
<h1>${escapeHtml(message)}</h1>
<a class="button cancel" href="${escapeHtml(backUrl)}">${escapeHtml(t('localCheckout.back'))}</a>`,
  )
}
