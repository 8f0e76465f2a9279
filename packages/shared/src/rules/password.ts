import { z } from 'zod'

/** The spec's special symbols: !@#$%^&*()_+-=[]{};':"\|,.<>/? */
export const SPECIAL_SYMBOLS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`
const specialSymbol = /[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?]/

/** Registration, reset and change-password rules, in the spec's order, with its messages. */
export const passwordSchema = z
  .string({ error: 'La contraseña es requerida' })
  .min(1, 'La contraseña es requerida')
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .regex(/[A-Z]/, 'La contraseña debe contener al menos una letra mayúscula')
  .regex(specialSymbol, 'La contraseña debe contener al menos un símbolo especial')
