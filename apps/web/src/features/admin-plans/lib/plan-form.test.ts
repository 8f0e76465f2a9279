import type { Category } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { makePlan } from '../../../test/fixtures.ts'
import {
  cleanFeatures,
  durationError,
  featurePreview,
  filterCategories,
  flagConflictTexts,
  flagOfErrorCode,
  formValuesToRequest,
  nameError,
  normalisePrice,
  orderError,
  planHoldingFlag,
  planPriceLabel,
  planToFormValues,
  priceError,
  priceJumps,
  toggleId,
} from './plan-form.ts'

const priceMessage = 'El precio debe ser un número mayor o igual que 0, con dos decimales como máximo.'
const durationMessage = 'La duración debe ser un número entero de días mayor que 0.'

describe('plan form values', () => {
  const plan = makePlan({
    name: 'Mini',
    description: 'Dos temas',
    price: 9.9,
    durationDays: 30,
    features: ['Uno', 'Dos'],
    categoryAccess: ['c1'],
    fullCategoryAccess: false,
    isActive: true,
    order: 2,
    isFeatured: false,
    isTestSubscrionPlan: false,
  })

  it('fills the inputs from the plan, the price with two decimals and the Spanish comma', () => {
    expect(planToFormValues(plan)).toEqual({
      name: 'Mini',
      description: 'Dos temas',
      price: '9,90',
      durationDays: '30',
      features: ['Uno', 'Dos'],
      categoryAccess: ['c1'],
      fullCategoryAccess: false,
      isActive: true,
      order: '2',
      isFeatured: false,
      isTestSubscrionPlan: false,
      renews: false,
    })
  })

  it('does not share the plan arrays with the form', () => {
    const values = planToFormValues(plan)
    values.features.push('Tres')
    values.categoryAccess.push('c2')
    expect(plan.features).toEqual(['Uno', 'Dos'])
    expect(plan.categoryAccess).toEqual(['c1'])
  })

  it('sends every field of the spec: price as a string, USD, numbers, cleaned features', () => {
    expect(
      formValuesToRequest({
        ...planToFormValues(plan),
        name: '  Mini plus ',
        description: ' Texto ',
        price: ' 12,5 ',
        durationDays: ' 31 ',
        order: '3',
        features: [' Uno ', '', 'Uno', 'Tres'],
        categoryAccess: ['c1', 'c2', 'c1'],
        isFeatured: true,
      }),
    ).toEqual({
      name: 'Mini plus',
      description: 'Texto',
      price: '12.5',
      currency: 'USD',
      durationDays: 31,
      features: ['Uno', 'Tres'],
      categoryAccess: ['c1', 'c2'],
      fullCategoryAccess: false,
      isActive: true,
      order: 3,
      isFeatured: true,
      isTestSubscrionPlan: false,
      renews: false,
    })
  })

  it('never asks the test plan to renew', () => {
    const values = { ...planToFormValues(plan), renews: true }
    expect(formValuesToRequest(values).renews).toBe(true)
    expect(formValuesToRequest({ ...values, isTestSubscrionPlan: true }).renews).toBe(false)
  })

  it('keeps the chosen categories while full access is on', () => {
    const request = formValuesToRequest({ ...planToFormValues(plan), fullCategoryAccess: true })
    expect(request).toMatchObject({ fullCategoryAccess: true, categoryAccess: ['c1'] })
  })
})

describe('validation', () => {
  it.each(['0', '0.00', '9.99', '9,99', '10', ' 5.5 ', '100000'])('accepts the price %j', (value) => {
    expect(priceError(value)).toBeUndefined()
  })

  it.each(['', ' ', '-1', '1.234', 'gratis', '1e3', '100000.01', '1.2.3', '.5'])(
    'refuses the price %j',
    (value) => {
      expect(priceError(value)).toBe(priceMessage)
    },
  )

  it('normalises a Spanish decimal comma', () => {
    expect(normalisePrice(' 4,99 ')).toBe('4.99')
  })

  it.each(['1', '30', '365', '3650'])('accepts %j days', (value) => {
    expect(durationError(value)).toBeUndefined()
  })

  it.each(['', '0', '-1', '1.5', '3651', 'treinta'])('refuses %j days', (value) => {
    expect(durationError(value)).toBe(durationMessage)
  })

  it('checks the display order and the name', () => {
    expect(orderError('0')).toBeUndefined()
    expect(orderError('1000')).toBeUndefined()
    for (const value of ['', '-1', '1.5', '1001', 'x'])
      expect(orderError(value)).toBe('El orden debe ser un número entero entre 0 y 1000.')
    expect(nameError('Mini')).toBeUndefined()
    expect(nameError('   ')).toBe('El nombre es obligatorio')
  })
})

describe('features and categories', () => {
  it('cleans features: trimmed, no blanks, no repeats, in order', () => {
    expect(cleanFeatures([' b ', 'a', '', '   ', 'b', 'a'])).toEqual(['b', 'a'])
    expect(cleanFeatures([])).toEqual([])
  })

  it('toggles a category id once', () => {
    expect(toggleId(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleId(['a', 'b'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleId(['a', 'b'], 'a', false)).toEqual(['b'])
    expect(toggleId(['a'], 'z', false)).toEqual(['a'])
  })

  const category = (name: string, description = ''): Category => ({
    _id: name,
    name,
    slug: name.toLowerCase(),
    description,
    isActive: true,
    isDeleted: false,
    order: 1,
    coverImage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })
  const categories = [
    category('Ansiedad', 'Calma la mente'),
    category('Sueño', 'Dormir mejor'),
    category('Energía'),
  ]

  it('searches categories by name or description, ignoring case and accents', () => {
    expect(filterCategories(categories, '').map((c) => c.name)).toEqual(['Ansiedad', 'Sueño', 'Energía'])
    expect(filterCategories(categories, 'sueno').map((c) => c.name)).toEqual(['Sueño'])
    expect(filterCategories(categories, 'ENERGIA').map((c) => c.name)).toEqual(['Energía'])
    expect(filterCategories(categories, 'mente').map((c) => c.name)).toEqual(['Ansiedad'])
    expect(filterCategories(categories, 'dormir sueño').map((c) => c.name)).toEqual(['Sueño'])
    expect(filterCategories(categories, 'nada')).toEqual([])
  })
})

describe('one popular plan and one test plan', () => {
  const featured = makePlan({ isFeatured: true })
  const trial = makePlan({ isTestSubscrionPlan: true })
  const plain = makePlan()
  const plans = [featured, trial, plain]

  it('finds another plan holding the flag', () => {
    expect(planHoldingFlag(plans, plain._id, 'isFeatured')).toBe(featured)
    expect(planHoldingFlag(plans, plain._id, 'isTestSubscrionPlan')).toBe(trial)
  })

  it('lets the holder keep its own flag, and anyone take a free flag', () => {
    expect(planHoldingFlag(plans, featured._id, 'isFeatured')).toBeUndefined()
    expect(planHoldingFlag(plans, trial._id, 'isTestSubscrionPlan')).toBeUndefined()
    expect(planHoldingFlag([plain], plain._id, 'isFeatured')).toBeUndefined()
  })

  it('has the spec texts for each dialog', () => {
    expect(flagConflictTexts('isFeatured')).toEqual({
      title: 'Plan popular',
      message: 'Ya existe un plan marcado como popular. Solo puedes tener un plan popular a la vez.',
    })
    expect(flagConflictTexts('isTestSubscrionPlan')).toEqual({
      title: 'Plan de prueba',
      message: 'Ya existe un plan marcado como de prueba. Solo puedes tener un plan de prueba a la vez.',
    })
  })

  it('maps the server codes to the flag', () => {
    expect(flagOfErrorCode('plans.featuredTaken')).toBe('isFeatured')
    expect(flagOfErrorCode('plans.testPlanTaken')).toBe('isTestSubscrionPlan')
    expect(flagOfErrorCode('plans.notFound')).toBeUndefined()
    expect(flagOfErrorCode(undefined)).toBeUndefined()
  })
})

describe('card texts', () => {
  const format = (amount: number, currency: string) => `${amount} ${currency}`

  it("says 'Gratis' for 0, else the price in the plan's currency", () => {
    expect(planPriceLabel({ price: 0, currency: 'USD' }, format)).toBe('Gratis')
    expect(planPriceLabel({ price: 9.99, currency: 'USD' }, format)).toBe('9.99 USD')
    expect(planPriceLabel({ price: 5, currency: '' }, format)).toBe('5 USD')
  })

  it('previews two features and counts the rest', () => {
    expect(featurePreview([])).toEqual({ shown: [], more: 0 })
    expect(featurePreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(featurePreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 })
  })
})

describe('priceJumps', () => {
  it('asks about a price more than ten times away from the old one, not about free ↔ paid', () => {
    expect(priceJumps(9.99, 999)).toBe(true)
    expect(priceJumps(99.9, 9.99)).toBe(false)
    expect(priceJumps(99.9, 9.98)).toBe(true)
    expect(priceJumps(9.99, 99.9)).toBe(false)
    expect(priceJumps(0, 999)).toBe(false)
    expect(priceJumps(9.99, 0)).toBe(false)
  })
})
