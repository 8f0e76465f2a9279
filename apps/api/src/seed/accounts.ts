import type { UserRole } from '@sosiego/shared'

/** Demo accounts for trying the product; `npm start` prints them. Never seeded in production by default. */
export const demoAccounts: {
  email: string
  password: string
  name: string
  lastName: string
  role: UserRole
  label: string
  /** Calendar days before the seed's day the account was created (the sign-ups chart, issue 15). */
  signedUpDaysAgo: number
}[] = [
  {
    email: 'admin@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Ana',
    lastName: 'Admin',
    role: 'admin',
    label: 'admin',
    signedUpDaysAgo: 60,
  },
  {
    email: 'crm@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Carlos',
    lastName: 'Gestor',
    role: 'crmUser',
    label: 'crmUser',
    signedUpDaysAgo: 60,
  },
  {
    email: 'miembro@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Marta',
    lastName: 'Serena',
    role: 'subscriber',
    label: 'miembro',
    signedUpDaysAgo: 47,
  },
  {
    // Issue 32: a renewal whose card was declined and is being retried ('Pago pendiente' in
    // Clientes, the panel's banner 'No pudimos cobrar la renovación…'): seeded by demo-payment-pending.ts.
    email: 'pendiente@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Pablo',
    lastName: 'Reintento',
    role: 'subscriber',
    label: 'miembro (pago pendiente)',
    signedUpDaysAgo: 40,
  },
]
