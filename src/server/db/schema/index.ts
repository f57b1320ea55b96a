export * from './core'
export * from './resources'
