import { describe, expect, it } from 'vitest'
import { makeCategory, makeMedia, makePdf, makeTheme } from '../test/content-fixtures.ts'
import {
  categoryBody,
  categoryFormErrors,
  categoryFormValues,
  errorsResolver,
  type MediaFormValues,
  mediaBody,
  mediaFormErrors,
  mediaFormValues,
  pdfBody,
  pdfFormErrors,
  pdfFormValues,
  themeBody,
  themeFormErrors,
  themeFormValues,
} from './content-forms.ts'

const cover = { coverImageName: 'c.webp', coverImageUrl: '/media/caratula-categorias/c.webp' }
const sleep = makeCategory({ name: 'Sueño', coverImage: cover })
const calm = makeCategory({ name: 'Calma' })
const night = makeTheme(sleep, { name: 'Noches' })
const breath = makeTheme(calm, { name: 'Respiración' })

describe('category form', () => {
  it('requires name and description with the spec’s texts', () => {
    expect(categoryFormErrors({ name: ' ', description: '', cover: null })).toEqual({
      name: 'El nombre es obligatorio',
      description: 'La descripción es obligatoria',
    })
  })

  it('creates active with order 1; an edit sends neither', () => {
    const values = { name: ' Sueño ', description: ' Dormir ', cover: null }
    expect(categoryBody(values, 'create')).toEqual({
      name: 'Sueño',
      description: 'Dormir',
      coverImage: null,
      isActive: true,
      order: 1,
    })
    expect(categoryBody(values, 'update')).toEqual({ name: 'Sueño', description: 'Dormir', coverImage: null })
  })

  it('round-trips the cover', () => {
    const values = categoryFormValues(sleep)
    expect(values.cover).toEqual({ name: 'c.webp', url: '/media/caratula-categorias/c.webp' })
    expect(categoryBody(values, 'update').coverImage).toEqual(cover)
  })
})

describe('theme form', () => {
  it('requires a category', () => {
    expect(themeFormErrors({ name: 'a', description: 'b', category: '', cover: null })).toEqual({
      category: 'La categoría es obligatoria',
    })
  })

  it('sends the category id', () => {
    expect(themeBody(themeFormValues(night), 'create')).toEqual({
      name: 'Noches',
      description: night.description,
      category: sleep._id,
      coverImage: null,
      isActive: true,
      order: 1,
    })
  })
})

describe('media form', () => {
  const empty = mediaFormValues(undefined, 'audio')

  it('names every missing field; the file message follows the type', () => {
    expect(mediaFormErrors(empty, [night, breath])).toEqual({
      title: 'El título es obligatorio',
      description: 'La descripción es obligatoria',
      category: 'La categoría es obligatoria',
      theme: 'El tema es obligatorio',
      file: 'El archivo de audio es obligatorio',
    })
    expect(mediaFormErrors({ ...empty, fileType: 'video' }, []).file).toBe(
      'El archivo de video es obligatorio',
    )
  })

  it('refuses a theme of another category', () => {
    const values: MediaFormValues = {
      ...empty,
      title: 't',
      description: 'd',
      category: calm._id,
      theme: night._id,
      file: { name: 'a.mp3', url: '/media/audios/a.mp3' },
    }
    expect(mediaFormErrors(values, [night, breath])).toEqual({
      theme: 'El tema no pertenece a la categoría seleccionada.',
    })
  })

  it('creates an audio inactive with order 1, tags normalised, no duration', () => {
    const values: MediaFormValues = {
      ...empty,
      title: ' Lluvia ',
      description: 'Suave',
      category: sleep._id,
      theme: night._id,
      file: { name: 'lluvia.mp3', url: '/media/audios/lluvia.mp3' },
      duration: 12,
      tags: [' Noche', 'noche', 'CALMA '],
    }
    expect(mediaBody(values, 'create')).toEqual({
      theme: night._id,
      category: sleep._id,
      title: 'Lluvia',
      description: 'Suave',
      audio: { audioName: 'lluvia.mp3', audioUrl: '/media/audios/lluvia.mp3' },
      coverImage: null,
      tags: ['noche', 'calma'],
      fileType: 'audio',
      captions: null,
      isActive: false,
      order: 1,
    })
  })

  it('sends a video’s floored duration; an edit keeps state and order', () => {
    const video = makeMedia(night, { fileType: 'video', duration: 42, isActive: true })
    const values = { ...mediaFormValues(video, 'audio'), duration: 42.9 }
    expect(values.fileType).toBe('video')
    const body = mediaBody(values, 'update')
    expect(body).toMatchObject({ fileType: 'video', duration: 42 })
    expect(body).not.toHaveProperty('isActive')
    expect(body).not.toHaveProperty('order')
  })
})

describe('pdf form', () => {
  it('requires title and file', () => {
    expect(pdfFormErrors({ title: '', file: null, cover: null })).toEqual({
      title: 'El título es obligatorio',
      file: 'El archivo PDF es obligatorio',
    })
  })

  it('writes the file as `pdf`, created active, without order', () => {
    const pdf = makePdf({ title: 'Guía' })
    expect(pdfBody(pdfFormValues(pdf), 'create')).toEqual({
      title: 'Guía',
      pdf: { name: 'guia.pdf', url: '/media/archivos-pdf/guia.pdf' },
      coverImage: null,
      isActive: true,
    })
  })
})

describe('errorsResolver', () => {
  it('answers the values when nothing is wrong, the messages otherwise', async () => {
    const resolver = errorsResolver(categoryFormErrors)
    const ok = { name: 'a', description: 'b', cover: null }
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's context and options are unused
    const options = {} as any
    expect(await resolver(ok, undefined, options)).toEqual({ values: ok, errors: {} })
    expect(await resolver({ ...ok, name: '' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'validate', message: 'El nombre es obligatorio' } },
    })
  })
})
