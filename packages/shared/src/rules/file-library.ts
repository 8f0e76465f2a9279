/**
 * The file library's folders and what each accepts (back-office spec, "Upload by folder"). Shared by
 * the server, which enforces it, and the Recursos page, which warns before sending.
 */
export const assetFolders = [
  'audios',
  'caratula-audios',
  'caratula-categorias',
  'archivos-pdf',
  'caratula-pdf',
  'caratula-temas',
  'videos',
  'caratula-videos',
  // Issue 34: the WebVTT captions of videos and timed transcripts of audios (decision 120).
  'subtitulos',
] as const
export type AssetFolder = (typeof assetFolders)[number]

export type AssetKind = 'image' | 'audio' | 'pdf' | 'video' | 'captions'

/** The spec's extensions per kind, lower case with the dot. */
export const allowedExtensions: Record<AssetKind, readonly string[]> = {
  image: ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg'],
  audio: ['.mp3', '.wav', '.ogg', '.m4a', '.aac', '.flac'],
  pdf: ['.pdf'],
  video: ['.mp4', '.webm', '.ogg', '.mkv', '.mov', '.m4v'],
  captions: ['.vtt'],
}

/** What the pickers list (images leave out .gif, .bmp and .svg, as the spec says). */
export const pickerExtensions: Record<AssetKind, readonly string[]> = {
  ...allowedExtensions,
  image: ['.jpg', '.jpeg', '.png', '.webp'],
}

/**
 * The kind a folder holds, by the spec's rule order: 'caratula' first (so caratula-pdf and
 * caratula-audios hold images), then audios, pdf, video; `subtitulos` (not in the spec, issue 34)
 * holds WebVTT files. Every folder we allow has a kind.
 */
export function folderKind(folder: AssetFolder): AssetKind {
  if (folder === 'subtitulos') return 'captions'
  if (folder.includes('caratula')) return 'image'
  if (folder.includes('audios')) return 'audio'
  if (folder.includes('pdf')) return 'pdf'
  return 'video'
}

export function isAssetFolder(value: string): value is AssetFolder {
  return (assetFolders as readonly string[]).includes(value)
}

/** The extension of a file name, lower case with the dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot).toLowerCase() : ''
}

/**
 * The name a file is stored under: spaces become underscores and a timestamp (milliseconds) goes
 * before the extension, so a second upload of the same name never overwrites the first.
 * `Mi audio.MP3` at 1700000000000 → `Mi_audio_1700000000000.mp3`. Characters that have no place
 * in a URL path segment (`#`, `?`, `%`, quotes, slashes…) also become underscores, and a name never
 * starts with a dot.
 */
export function storedFileName(original: string, now: number): string {
  const name = original
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/^[._-]+/, '')
  const extension = extensionOf(name)
  const base = (extension ? name.slice(0, -extension.length) : name).slice(0, 150) || 'archivo'
  return `${base}_${now}${extension}`
}
