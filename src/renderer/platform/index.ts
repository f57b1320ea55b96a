export { BridgeProvider, useBridge, getPlatformBridge } from './bridge'
export { createWebBridge } from './webBridge'
export { ApiError, callApi } from './api'
