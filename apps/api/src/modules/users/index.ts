// The users module's public face: what the other rooms of the API may use (docs/architecture.md).

export { hashPassword, verifyPassword } from './password-hashing.ts'
export { toSessionUser } from './session-user.ts'
export type { Actor } from './user-changes.ts'
export { checkRecordRights, recordChange } from './user-changes.ts'
export type { UserRow } from './users.repository.ts'
export {
  bumpTokenVersion,
  countOtherActiveAdmins,
  findSessionUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserChanges,
  forgetSessionUser,
  insertUser,
  insertUserChange,
  lockUserRow,
  updateUser,
} from './users.repository.ts'
