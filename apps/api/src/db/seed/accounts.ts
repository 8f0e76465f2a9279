import type { UserRole } from '@sosiego/shared'

/** Demo accounts for trying the product; `npm start` prints them. Never seeded in production by default. */
export const demoAccounts: {
  email: string
  password: string
  name: string
  lastName: string
  role: UserRole
  label: string
}[] = [
  {
    email: 'admin@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Ana',
    lastName: 'Admin',
    role: 'admin',
    label: 'admin',
  },
  {
    email: 'crm@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Carlos',
    lastName: 'Gestor',
    role: 'crmUser',
    label: 'crmUser',
  },
  {
    email: 'miembro@sosiego.app',
    password: 'Sosiego2026!',
    name: 'Marta',
    lastName: 'Serena',
    role: 'subscriber',
    label: 'miembro',
  },
]
