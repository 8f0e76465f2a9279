import { refreshSession } from '../../../lib/api-client.ts'

/**
 * POST /api/users/refresh-token. The API client owns the call so that every caller (its own 401
 * retry and the session check) shares one request: the refresh token rotates on each use.
 */
export function refreshToken(): Promise<boolean> {
  return refreshSession()
}
