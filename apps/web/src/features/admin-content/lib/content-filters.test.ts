import { describe, expect, it } from 'vitest'
import { makeCategory, makeMedia, makePdf, makeTheme } from '../test/content-fixtures.ts'
import {
  allOption,
  filterCategories,
  filterMedia,
  filterPdfs,
  filterThemes,
  themesOfCategory,
} from './content-filters.ts'

const sleep = makeCategory({ name: 'Sueño', description: 'Dormir mejor' })
const calm = makeCategory({ name: 'Calma', description: 'Soltar la tensión' })
const night = makeTheme(sleep, { name: 'Noches tranquilas' })
const breath = makeTheme(calm, { name: 'Respiración' })
const rain = makeMedia(night, { title: 'Lluvia serena', tags: ['lluvia', 'noche'] })
const waves = makeMedia(breath, { title: 'Olas', description: 'El mar al atardecer', tags: ['mar'] })
const film = makeMedia(breath, { title: 'Círculo', fileType: 'video' })
const media = [rain, waves, film]
const noFilters = { search: '', fileType: 'audio', categoryId: allOption, themeId: allOption } as const

describe('filterCategories', () => {
  it('searches name and description, ignoring case and accents', () => {
    expect(filterCategories([sleep, calm], 'SUENO')).toEqual([sleep])
    expect(filterCategories([sleep, calm], 'tension')).toEqual([calm])
    expect(filterCategories([sleep, calm], '  ')).toEqual([sleep, calm])
  })
})

describe('filterThemes', () => {
  it('narrows by category and searches the category name too', () => {
    expect(filterThemes([night, breath], { search: '', categoryId: calm._id })).toEqual([breath])
    expect(filterThemes([night, breath], { search: 'sueño', categoryId: allOption })).toEqual([night])
  })
})

describe('themesOfCategory', () => {
  it('lists only the chosen category’s themes, or all without one', () => {
    expect(themesOfCategory([night, breath], sleep._id)).toEqual([night])
    expect(themesOfCategory([night, breath], allOption)).toEqual([night, breath])
    expect(themesOfCategory([night, breath], '')).toEqual([night, breath])
  })
})

describe('filterMedia', () => {
  it('keeps the chosen type only', () => {
    expect(filterMedia(media, noFilters)).toEqual([rain, waves])
    expect(filterMedia(media, { ...noFilters, fileType: 'video' })).toEqual([film])
  })

  it('matches title, description, theme, category and tags, every word', () => {
    expect(filterMedia(media, { ...noFilters, search: 'atardecer' })).toEqual([waves])
    expect(filterMedia(media, { ...noFilters, search: 'noches' })).toEqual([rain])
    expect(filterMedia(media, { ...noFilters, search: 'calma' })).toEqual([waves])
    expect(filterMedia(media, { ...noFilters, search: 'MAR' })).toEqual([waves])
    expect(filterMedia(media, { ...noFilters, search: 'lluvia mar' })).toEqual([])
  })

  it('narrows by category and theme', () => {
    expect(filterMedia(media, { ...noFilters, categoryId: sleep._id })).toEqual([rain])
    expect(filterMedia(media, { ...noFilters, themeId: breath._id })).toEqual([waves])
  })
})

describe('filterPdfs', () => {
  it('searches the title', () => {
    const guide = makePdf({ title: 'Guía de respiración' })
    const diary = makePdf({ title: 'Diario' })
    expect(filterPdfs([guide, diary], 'respiracion')).toEqual([guide])
  })
})
