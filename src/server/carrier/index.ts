export { registerCarrierRoutes, type CarrierRoutesOptions } from './routes'
