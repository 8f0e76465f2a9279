// The business module's public face: what the other rooms of the API may use (docs/architecture.md).

export { default as business } from './business.plugin.ts'
export { rebuildEverything, refreshBusiness } from './business-refresh.repository.ts'
export { recordRenewalCancellation } from './renewal-cancellations.ts'
