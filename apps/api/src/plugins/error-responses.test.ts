import type { FastifySchema } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { takeAnswerMismatches } from '../../test/answer-contract.ts'
import { createTestApp } from '../../test/app.ts'

const envelope = { $ref: '#/components/schemas/ErrorResponse' }

describe('the OpenAPI document’s error answers', async () => {
  const { app } = await createTestApp()
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  const responses = (path: string, method: string) => document.paths[path][method].responses
  const errorSchema = (path: string, method: string, status: number) =>
    responses(path, method)[String(status)]?.content?.['application/json']?.schema

  it('describes the error envelope once, as the component ErrorResponse', () => {
    const schema = document.components.schemas.ErrorResponse
    expect(schema.required).toEqual(['success', 'message', 'code'])
    expect(schema.properties.success).toEqual({ type: 'boolean', enum: [false] })
    expect(Object.keys(schema.properties)).toEqual(['success', 'message', 'code', 'errors', 'requestId'])
  })

  it.each([
    ['the login', '/api/users/login', 'post', [400, 401, 403, 413, 415, 429, 500, 503]],
    ['a member route', '/api/progress', 'get', [401, 403, 500, 503]],
    ['a signed-in route with an id', '/api/reviews/{id}', 'put', [400, 401, 403, 404, 429, 500, 503]],
    ['a staff route', '/api/users/list', 'get', [400, 401, 403, 500, 503]],
    ['the checkout', '/api/payments/create-checkout-session', 'post', [400, 401, 403, 404, 409, 502, 503]],
  ])('lists %s’s refusals with the envelope', (_name, path, method, statuses) => {
    for (const status of statuses) expect(errorSchema(path, method, status), `${status}`).toEqual(envelope)
  })

  it('keeps a route’s own description of an error answer', () => {
    expect(errorSchema('/api/health', 'get', 503).properties.status).toEqual({
      type: 'string',
      enum: ['unavailable'],
    })
  })

  it('lists no refusal a route cannot give', () => {
    // A public read without parameters: only the client key pair's 401 and the server's own failures.
    expect(Object.keys(responses('/api/reviews', 'get')).sort()).toEqual(['200', '401', '500', '503'])
    // The probe is called without the key pair, and describes its own 503.
    expect(Object.keys(responses('/api/health', 'get')).sort()).toEqual(['200', '500', '503'])
  })
})

describe('the answer check', async () => {
  const { app } = await createTestApp({
    routes(app) {
      // Typed loosely, so that a fixture may answer what its schema does not declare.
      const schema: FastifySchema = {
        response: { 200: z.object({ success: z.literal(true), count: z.number() }) },
      }
      app.get('/api/test-only/contract/right', { schema }, async () => ({
        success: true,
        count: 1,
      }))
      // A prepared body goes out as it is: no serializer stands between it and the contract.
      app.get('/api/test-only/contract/wrong-body', { schema }, async (_request, reply) =>
        reply.type('application/json').send('{"success":true,"count":"one"}'),
      )
      app.get('/api/test-only/contract/undocumented', { schema }, async (_request, reply) =>
        reply.status(409).send({ success: false, message: 'Conflicto', code: 'test.conflict' }),
      )
      app.get(
        '/api/test-only/contract/declared',
        { schema, config: { alsoAnswers: [409] } },
        async (_request, reply) =>
          reply.status(409).send({ success: false, message: 'Conflicto', code: 'test.conflict' }),
      )
      app.get('/api/test-only/contract/wrong-error', { schema }, async (_request, reply) =>
        reply.status(500).send({ success: false, error: 'boom' }),
      )
    },
  })
  const answer = async (name: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/test-only/contract/${name}` })
    return { status: res.statusCode, mismatches: takeAnswerMismatches() }
  }

  it('passes answers that match the document', async () => {
    expect(await answer('right')).toEqual({ status: 200, mismatches: [] })
    expect(await answer('declared')).toEqual({ status: 409, mismatches: [] })
  })

  it('fails a body that does not match the documented schema', async () => {
    const { mismatches } = await answer('wrong-body')
    expect(mismatches).toEqual([
      expect.stringMatching(/wrong-body answered 200 with a body .*count must be number/),
    ])
  })

  it('fails a status the document does not list for the route', async () => {
    const { mismatches } = await answer('undocumented')
    expect(mismatches).toEqual([
      expect.stringMatching(/undocumented answered 409, which the document does not list/),
    ])
  })

  it('fails an error answer without the envelope', async () => {
    const { mismatches } = await answer('wrong-error')
    expect(mismatches).toEqual([
      expect.stringMatching(/wrong-error answered 500 with a body .*required property 'message'/),
    ])
  })
})
