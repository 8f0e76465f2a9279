export * from './catalog.ts'
export * from './plans.ts'
export * from './users.ts'
