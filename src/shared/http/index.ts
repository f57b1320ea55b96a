export * from './client'
