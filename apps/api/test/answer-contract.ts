import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Holds every answer the API suite receives to the OpenAPI document (decision 099): each test app
 * checks, as it sends, that the status is one the document lists for the route and method, and that
 * a JSON body matches the schema documented for that status. A mismatch is recorded, and the
 * suite's setup file (test/setup.ts) fails the test that caused it. Bodies that are not JSON (files,
 * CSV, pages, streams), compressed ones, HEAD answers and redirects are held to their status (and a
 * documented content type) only.
 */

/**
 * Mismatches not yet reported, kept on the global object: the setup file and the test file's apps
 * must see the same list whatever module instance each one loaded.
 */
const store = globalThis as { answerMismatches?: string[] }
store.answerMismatches ??= []
const mismatches = store.answerMismatches

/** The mismatches recorded since the last call, and forgets them. */
export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0)
}

/** The parts of an OpenAPI 3.0 document the check reads. */
interface Document {
  paths: Record<string, Record<string, Operation | undefined> | undefined>
  components?: object
}
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> } | undefined>
}

/** `/api/reviews/:id` → `/api/reviews/{id}`, `/api/upload/*` → `/api/upload/{*}`, as swagger writes them. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}')

const mediaType = (contentType: unknown) =>
  typeof contentType === 'string' ? (contentType.split(';')[0]?.trim().toLowerCase() ?? '') : ''

/** A JSON-schema validator for OpenAPI 3.0 schemas as zod writes them (nullable, its formats). */
function createValidator(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  ajv.addFormat(
    'date-time',
    (value: string) => /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)),
  )
  ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/)
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/)
  ajv.addFormat('uri', (value: string) => URL.canParse(value))
  ajv.addFormat('starts_with', true)
  const compiled = new Map<object, ValidateFunction>()
  return (schema: object, body: unknown) => {
    let validate = compiled.get(schema)
    if (!validate) {
      // The route's schemas point at the document's components (`#/components/schemas/ErrorResponse`).
      validate = ajv.compile({ ...schema, components: document.components })
      compiled.set(schema, validate)
    }
    return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' })
  }
}

/** What is wrong with this answer against the document, or null. */
function answerProblem(
  document: Document,
  validate: ReturnType<typeof createValidator>,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const url = request.routeOptions.url
  // Nothing matched (the not-found answer), or a route the document leaves out on purpose (pages,
  // the documentation's own files, the metrics, a HEAD twin of a hidden route).
  if (url === undefined || request.routeOptions.schema?.hide) return null
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase()
  const operation = document.paths[documentPath(url)]?.[method]
  if (!operation) return `${request.method} ${url} is not in the OpenAPI document`
  const status = reply.statusCode
  const documented = operation.responses[String(status)]
  if (!documented)
    return `${request.method} ${url} answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')})`
  if (request.method === 'HEAD' || (status >= 300 && status < 400) || status === 204) return null
  const type = mediaType(reply.getHeader('content-type'))
  const content = documented.content
  if (!content) return null
  if (type && !(type in content))
    return `${request.method} ${url} answered ${status} as ${type}; the document says ${Object.keys(content).join(', ')}`
  const schema = content[type]?.schema
  const encoded = reply.getHeader('content-encoding')
  if (!schema || type !== 'application/json' || encoded) return null
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null
  if (text === null || text === '') return null
  const problem = validate(schema, JSON.parse(text))
  return (
    problem &&
    `${request.method} ${url} answered ${status} with a body the document does not describe: ${problem}`
  )
}

/** Checks every answer this app sends against its OpenAPI document (before it is sealed). */
export function checkAnswersAgainstDocument(app: FastifyInstance) {
  let checker: { document: Document; validate: ReturnType<typeof createValidator> } | undefined
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      if (!checker) {
        const document = app.swagger() as Document
        checker = { document, validate: createValidator(document) }
      }
      const problem = answerProblem(checker.document, checker.validate, request, reply, payload)
      if (problem) mismatches.push(problem)
    } catch (error) {
      mismatches.push(`${request.method} ${request.url}: the answer could not be checked: ${String(error)}`)
    }
    done(null, payload)
  })
}
