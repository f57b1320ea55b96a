export * from './core'
export * from './resources'
export * from './supply'
