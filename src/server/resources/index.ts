export { registerResourceRoutes, type ResourceRoutesOptions } from './routes'
export { RESOURCE_TABLES } from './tables'
