// Load scenarios run by bench/run.mjs against the built API server.
//
// Fields:
//   name         label printed in the table
//   path         request path (with query string) on the API server
//   method       HTTP method, default 'GET'
//   headers      extra request headers (object), optional
//   body         request body (string; JSON.stringify it yourself and set content-type), optional
//   expectStatus every response must have this status; default: any 2xx
//   minRatio     fail the run when req/s ÷ bare-Fastify req/s falls below this (0..1), optional

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} path
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {number} [expectStatus]
 * @property {number} [minRatio]
 */

/** @type {Scenario[]} */
export const scenarios = [
  { name: 'health', path: '/api/health' },
  { name: 'plans list', path: '/api/plans/list', minRatio: 0.5 },
  { name: 'themes list', path: '/api/themes/list?isDeleted=false' },
  { name: 'reviews list', path: '/api/reviews' },
]
