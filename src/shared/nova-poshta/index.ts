export * from './client'
export * from './request'
