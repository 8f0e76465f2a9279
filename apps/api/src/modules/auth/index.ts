// The auth module's public face: what the other rooms of the API may use (docs/architecture.md).

export type { AccessClaims } from './access-token.ts'
export { ACCESS_TOKEN_SECONDS, createAccessTokenVerifier } from './access-token.ts'
export { deriveKey } from './secrets.ts'
export {
  forgetSessionFamilies,
  isSessionFamilyLive,
  pruneSessionFamilies,
  revokeUserFamilies,
} from './sessions.repository.ts'
export type { IssuedSession, SessionKeys } from './sessions.service.ts'
export {
  endSession,
  endUserSessions,
  REFRESH_ABSOLUTE_MS,
  refreshSession,
  startSession,
} from './sessions.service.ts'
export type { SpentToken } from './user-tokens.ts'
export {
  addressBoundPurposes,
  consumeUserToken,
  issueUserToken,
  pendingEmailsOf,
  sentToCurrentAddress,
  spentToken,
  voidUserTokens,
} from './user-tokens.ts'
