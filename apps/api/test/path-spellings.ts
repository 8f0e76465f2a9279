/**
 * Ways to write an `/api/…` path that a string test on the raw URL would not recognise but a
 * router, a proxy or a browser may still take for it: percent-encoding, case, doubled and encoded
 * slashes, dot segments, trailing dots and slashes. Security checks must hold for every one.
 */
export function pathSpellings(path: `/api/${string}`): string[] {
  const rest = path.slice('/api/'.length)
  const last = rest.at(-1) as string
  const encodedLast = `${rest.slice(0, -1)}%${last.charCodeAt(0).toString(16).padStart(2, '0')}`
  return [
    path,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/%2Fapi/${rest}`,
    `/%2fapi/${rest}`,
    `//api/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/./${rest}`,
    `/./api/${rest}`,
    `/api//${rest}`,
    `/api%2F${rest}`,
    `/x/../api/${rest}`,
    `/api/../api/${rest}`,
    `/api/${encodedLast}`,
    `/api/${rest}.`,
    `/api/${rest}..`,
    `/api/${rest}/`,
    `/api/${rest}//`,
    `/api/${rest}/.`,
    `/api/${rest}%2F`,
    `/api/${rest}?x=1`,
  ]
}
