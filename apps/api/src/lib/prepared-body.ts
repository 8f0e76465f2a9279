import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply } from 'fastify'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * A JSON answer ready to go out as it is: the UTF-8 bytes, and the same bytes compressed with gzip
 * and with brotli, each worked out once. Cached public reads and the member media list send one of
 * the three with its headers; nothing is serialised or compressed per request (decision 077).
 */
export interface PreparedBody {
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

export type Encoding = keyof PreparedBody

/**
 * Brotli's best quality takes 3.7 s for the 2,000-item list (1.1 MB) on this machine, quality 4
 * 50 ms for a body 13% larger; small bodies (plans, themes) get the best, in milliseconds.
 */
const BEST_BROTLI_UP_TO = 64 * 1024

/**
 * Compresses a serialised answer both ways. zlib's asynchronous calls run on libuv's thread pool,
 * so even the 1 MB list is compressed off the event loop.
 */
export async function prepareBody(json: string): Promise<PreparedBody> {
  const identity = Buffer.from(json, 'utf8')
  const quality = identity.length <= BEST_BROTLI_UP_TO ? constants.BROTLI_MAX_QUALITY : 4
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ])
  return { identity, gzip: gzipped, br: brotli }
}

/** Accept-Encoding values seen: a handful per client family, so remembered (bounded). */
const negotiated = new Map<string, Encoding>()
const MAX_REMEMBERED = 100

/**
 * The best of br, gzip and identity a client accepts (RFC 9110 §12.5.3): brotli first (smaller),
 * then gzip; `q=0` refuses a coding, `*` stands for the ones not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  const known = negotiated.get(header)
  if (known) return known
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    if (!name) continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=')
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim())
    }
    weights.set(name, Number.isFinite(q) ? q : 0)
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  const encoding: Encoding = weight('br') > 0 ? 'br' : weight('gzip') > 0 ? 'gzip' : 'identity'
  if (negotiated.size >= MAX_REMEMBERED) negotiated.clear()
  negotiated.set(header, encoding)
  return encoding
}

/**
 * Sends a prepared body in the coding the request accepts, with its length and `vary`, and any
 * extra headers (an ETag). The content-encoding header also tells @fastify/compress, which runs
 * after us, that there is nothing left to compress.
 */
export function sendPrepared(reply: FastifyReply, body: PreparedBody): void {
  const encoding = negotiateEncoding(reply.request.headers['accept-encoding'])
  const bytes = body[encoding]
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('content-length', bytes.length)
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  reply.send(bytes)
}
