// The rate-limit module's public face: what the other rooms of the API may use (docs/architecture.md).

export type { AttemptRule } from './rate-limit.ts'
export {
  chargeAttempt,
  countHit,
  enforceLimit,
  HOUR,
  limitEmailsTo,
  MINUTE,
  pruneRateLimits,
  refundHits,
} from './rate-limit.ts'
