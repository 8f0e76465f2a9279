/**
 * SVG covers are kept, but sanitised: scripts, event handlers, foreign objects, external
 * references and anything else DOMPurify's SVG profile does not allow are removed before the file
 * is stored (docs/decisions: SVG covers). jsdom is loaded on the first SVG only.
 */
let purifier: Promise<(svg: string) => string> | undefined

async function loadPurifier() {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')])
  const { window } = new JSDOM('')
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
  return (svg: string) =>
    // Parsed as HTML: an <svg> there is parsed into the SVG namespace with its camel-case
    // attributes (viewBox) intact, which the XHTML mode loses.
    purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } })
}

/** The sanitised SVG document, or null when the bytes are not an SVG image. */
export async function sanitiseSvg(bytes: Buffer): Promise<Buffer | null> {
  const text = bytes.toString('utf8')
  // The document's root element must be <svg> (after an XML declaration, comments or a doctype).
  const start = text
    .replace(/^\uFEFF/, '')
    .replace(/^(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '')
  if (!/^<svg[\s>]/i.test(start)) return null
  purifier ??= loadPurifier()
  const clean = (await purifier)(start).trim()
  if (!/^<svg[\s>]/i.test(clean)) return null
  const withNamespace = /^<svg[^>]*\sxmlns=/i.test(clean)
    ? clean
    : clean.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"')
  return Buffer.from(withNamespace, 'utf8')
}
