export { BridgeProvider, useBridge, getPlatformBridge } from './bridge'
export { createWebBridge, OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from './webBridge'
export { ApiError, callApi } from './api'
