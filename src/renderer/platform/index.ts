export { BridgeProvider, useBridge, getPlatformBridge } from './bridge'
export { createWebBridge } from './webBridge'
export { ApiError, callApi, warningsOf } from './api'
export {
  HEALTH_POLL_MS,
  noteAnswer,
  useBackOnline,
  useConnectionStore,
  useOffline,
  watchConnection,
} from './connection'
