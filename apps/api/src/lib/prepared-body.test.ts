import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { negotiateEncoding, prepareBody } from './prepared-body.ts'

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('')).toBe('identity')
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('GZIP')).toBe('gzip')
    expect(negotiateEncoding('deflate')).toBe('identity')
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip')
    expect(negotiateEncoding('*;q=0')).toBe('identity')
    expect(negotiateEncoding('br;q=nada')).toBe('identity')
  })
})

describe('prepareBody', () => {
  it('keeps the UTF-8 bytes and both compressions of the same JSON', async () => {
    const json = JSON.stringify({
      data: Array.from({ length: 500 }, (_, n) => ({ n, título: 'Respiración' })),
    })
    const body = await prepareBody(json)
    expect(body.identity.toString('utf8')).toBe(json)
    expect(gunzipSync(body.gzip).toString('utf8')).toBe(json)
    expect(brotliDecompressSync(body.br).toString('utf8')).toBe(json)
    expect(body.br.length).toBeLessThan(body.identity.length)
  })
})
