import type { profileResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import { updateSessionUser } from '../../../lib/session-store.ts'

export type UpdateProfileBody = {
  name: string
  lastName: string
  /** A data URL, only when a new image was chosen. */
  avatarImage?: string
}

/** Saves name, last name and (optionally) a new photo; answers the updated session user. */
export async function updateProfile(body: UpdateProfileBody) {
  const response = await apiRequest<typeof profileResponseSchema>('/api/users/profile', {
    method: 'PUT',
    body,
    fallbackMessage: es['account.updateProfileFailed'],
  })
  return { user: response.user, message: response.message }
}

/** The navigation bar and sidebars show the new name and photo as soon as they are saved. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => updateSessionUser(user),
  })
}
