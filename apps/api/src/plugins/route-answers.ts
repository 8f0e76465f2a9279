/**
 * The statuses a route can answer besides the success it declares, as the OpenAPI document lists
 * them (decision 099). Most are derived from what the route declares (plugins/error-responses.ts);
 * a route hook says what it refuses with through `answersWith`, and a route names what only its
 * module knows (a 409 of its own, a 429, a redirect) in `config.alsoAnswers`.
 */
export type AnswerStatus =
  | 200
  | 201
  | 202
  | 204
  | 206
  | 301
  | 302
  | 303
  | 304
  | 307
  | 400
  | 401
  | 402
  | 403
  | 404
  | 409
  | 410
  | 413
  | 415
  | 416
  | 422
  | 429
  | 500
  | 502
  | 503

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What this route answers beyond what its declaration shows (decision 099): a refusal only its
     * module gives (409, 429, 502…), documented with the error envelope, or a status without a JSON
     * body (206, 302, 304).
     */
    alsoAnswers?: readonly AnswerStatus[]
  }
}

const hookAnswers = new WeakMap<object, readonly AnswerStatus[]>()

/** Marks a route hook with the statuses it refuses with (requireAuth: 401); answers the hook. */
export function answersWith<Hook extends object>(hook: Hook, ...statuses: AnswerStatus[]): Hook {
  hookAnswers.set(hook, statuses)
  return hook
}

/** The statuses the given hooks (one, a list, or none) were marked with. */
export function hooksAnswers(hooks: unknown): AnswerStatus[] {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : []
  return list.flatMap((hook) => (typeof hook === 'function' ? (hookAnswers.get(hook) ?? []) : []))
}
