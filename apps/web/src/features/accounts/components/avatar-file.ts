import { es } from '@sosiego/shared/messages/common'

/** The spec's 5 MB limit for a profile photo, checked before anything is uploaded. */
export const maxAvatarBytes = 5 * 1024 * 1024

/** Why a chosen file cannot be a profile photo, or null when it can. SVG is refused: it can carry script. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return es['auth.avatarInvalid']
  if (file.size > maxAvatarBytes) return es['auth.avatarTooLarge']
  return null
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}
