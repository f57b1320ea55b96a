export * from './client'
export * from './request'
export * from './waybill'
