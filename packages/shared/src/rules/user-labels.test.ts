import { describe, expect, it } from 'vitest'
import { roleLabel, subscriptionBadgeLabel, userStatusLabel } from './user-labels.ts'

describe('back-office words', () => {
  it('names roles in Spanish', () => {
    expect(roleLabel('crmUser')).toBe('Usuario CRM')
    expect(roleLabel('creator')).toBe('Creador')
    expect(roleLabel('tester')).toBe('Probador')
    expect(roleLabel('visitor')).toBe('Visitante')
    expect(roleLabel('subscriber')).toBe('Suscriptor')
    expect(roleLabel('therapist')).toBe('Terapeuta')
  })

  it('shows Inactivo, No verificado or Activo as §4 says', () => {
    expect(userStatusLabel({ isActive: false, isVerified: true })).toBe('Inactivo')
    expect(userStatusLabel({ isActive: true, isVerified: false })).toBe('No verificado')
    expect(userStatusLabel({ isActive: true, isVerified: true })).toBe('Activo')
  })

  it('shows subscription badges, unknown as Inactivo', () => {
    expect(subscriptionBadgeLabel('cancelled')).toBe('Cancelado')
    expect(subscriptionBadgeLabel('expired')).toBe('Expirado')
    expect(subscriptionBadgeLabel('weird')).toBe('Inactivo')
    expect(subscriptionBadgeLabel(null)).toBe('Inactivo')
  })
})
