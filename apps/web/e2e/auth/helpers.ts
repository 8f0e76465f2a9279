import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test'
import { type Actions, asIs, dismissCookieBanner, openPage } from '../page-helpers.ts'

export type Account = { name: string; lastName: string; email: string; password: string }
export type Credentials = Pick<Account, 'email' | 'password'>

/** The accounts SEED_DEMO creates: the two staff roles and a member with a plan and hours of listening. */
export const demoAdmin: Credentials = { email: 'admin@sosiego.app', password: 'Sosiego2026!' }
export const demoCrm: Credentials = { email: 'crm@sosiego.app', password: 'Sosiego2026!' }
export const demoMember: Credentials = { email: 'miembro@sosiego.app', password: 'Sosiego2026!' }

let sequence = 0

/** A fresh account per test: the server limits e-mails per address, so addresses are never reused. */
export function newAccount(prefix: string): Account {
  sequence += 1
  return {
    name: 'Lucía',
    lastName: 'Martín',
    email: `${prefix}-${Date.now()}-${sequence}@example.com`,
    password: 'Calma.2025',
  }
}

type MailboxEntry = { to: string; subject: string; text: string; html: string; createdAt: string }

/** The newest link to `path` e-mailed to `email`, from the development outbox. */
export async function linkFromMailbox(request: APIRequestContext, email: string, path: string): Promise<URL> {
  let found: URL | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json')
        const mails = (await response.json()) as MailboxEntry[]
        const mail = mails.find((entry) => entry.to === email && entry.text.includes(path))
        const match = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path)
        found = match ? new URL(match) : undefined
        return found?.href
      },
      { message: `an e-mail to ${email} with a ${path} link` },
    )
    .toBeTruthy()
  return found as URL
}

/** State-changing API calls must carry the app's origin (the server refuses cross-site ones). */
export function originHeaders(): Record<string, string> {
  return { origin: new URL(test.info().project.use.baseURL ?? '').origin }
}

/**
 * An API client of its own, signed in as `account`, for preparing and restoring state apart from
 * the browser's session. Dispose of it when done.
 */
export async function signedInApi(account: Credentials): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: originHeaders(),
  })
  expect((await api.post('/api/users/login', { data: account })).ok()).toBe(true)
  return api
}

/**
 * Creates and verifies an account through the API, leaving the browser context signed in: the
 * page's request context shares its cookies.
 */
export async function signUpVerified(page: Page, prefix: string): Promise<Account> {
  const account = newAccount(prefix)
  const headers = originHeaders()
  const registered = await page.request.post('/api/users/register', { headers, data: account })
  expect(registered.status()).toBe(201)
  const link = await linkFromMailbox(page.request, account.email, '/verify-email')
  const verified = await page.request.post('/api/users/verify', {
    headers,
    data: { token: link.searchParams.get('token') },
  })
  expect(verified.ok()).toBe(true)
  return account
}

/**
 * A verified member without any plan, signed in in this browser context. Since decision 049 every
 * verified sign-up holds the trial, so this one is made as staff make accounts (verified, no plan:
 * `POST /api/users/create` as the demo admin), then signs in as a person would through the API.
 */
export async function signUpWithoutPlan(page: Page, prefix: string): Promise<Account> {
  const account = newAccount(prefix)
  const staff = await signedInApi(demoAdmin)
  try {
    const created = await staff.post('/api/users/create', { data: { ...account, role: 'visitor' } })
    expect(created.status()).toBe(201)
  } finally {
    await staff.dispose()
  }
  const login = await page.request.post('/api/users/login', {
    headers: originHeaders(),
    data: { email: account.email, password: account.password },
  })
  expect(login.ok()).toBe(true)
  return account
}

/** Fills and sends the sign-up form of /login?mode=signup as a person would. */
export async function submitSignUpForm(page: Page, account: Account, act: Actions = asIs) {
  const main = page.getByRole('main')
  await act.fill(main.getByLabel('Nombre'), account.name)
  await act.fill(main.getByLabel('Apellido'), account.lastName)
  await act.fill(main.getByLabel('Correo electrónico'), account.email)
  await act.fill(main.getByLabel('Contraseña', { exact: true }), account.password)
  await act.fill(main.getByLabel('Confirmar contraseña'), account.password)
  await act.check(main.getByRole('checkbox'))
  await act.click(main.getByRole('button', { name: 'Crear cuenta' }))
}

export async function logIn(page: Page, email: string, password: string) {
  await openPage(page, '/login?mode=login')
  const main = page.getByRole('main')
  await main.getByLabel('Correo electrónico').fill(email)
  await main.getByLabel('Contraseña', { exact: true }).fill(password)
  await main.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/**
 * Signs staff in through the form and opens a back-office page: they land on the home page after
 * signing in, and the back office is one step away.
 */
export async function logInToBackOffice(
  page: Page,
  account: Credentials,
  path = '/admin',
  heading = 'Panel de Control',
) {
  await logIn(page, account.email, account.password)
  await expect(page).not.toHaveURL(/\/login/)
  await openPage(page, path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await dismissCookieBanner(page)
}

export async function logOutFromPanel(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: 'Cerrar Sesión' }).click()
  await expect(page).toHaveURL('/')
  await expect(
    page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Iniciar sesión' }),
  ).toBeVisible()
}

/**
 * A member an admin created, opened in Clientes' editor by the admin (signed in on `page`): answers
 * the member, their full name and the 'Editar usuario' dialog.
 */
export async function openNewMemberInClientes(page: Page, prefix: string, lastName: string) {
  const member = { ...newAccount(prefix), lastName: `${lastName}${Date.now()}` }
  const staff = await signedInApi(demoAdmin)
  try {
    const created = await staff.post('/api/users/create', { data: { ...member, role: 'visitor' } })
    expect(created.status()).toBe(201)
  } finally {
    await staff.dispose()
  }
  await logInToBackOffice(page, demoAdmin, '/admin/clientes', 'Clientes')
  await page.getByLabel('Buscar por nombre o apellido').fill(member.lastName)
  const name = `${member.name} ${member.lastName}`
  await page
    .getByRole('button', { name: `Editar a ${name}` })
    .first()
    .click()
  return { member, name, dialog: page.getByRole('dialog', { name: 'Editar usuario' }) }
}
