import { describe, expect, it } from 'vitest'
import { mainAllowlist, rendererAllowlist } from './allowlist'
import { contractRoutes } from '@shared/contract/map'

describe('the proxy allowlist over the whole contract', () => {
  const allow = rendererAllowlist(contractRoutes())
  it('forwards the resource routes and the spec endpoints', () => {
    expect(allow('POST', '/api/orders/get_orders')).toBe(true)
    expect(allow('POST', '/api/ttns/get_ttns')).toBe(true)
    expect(allow('POST', '/api/ttns/store')).toBe(true)
    expect(allow('POST', '/api/tasks/set_status/12/1')).toBe(true)
    expect(allow('DELETE', '/api/tasks/12')).toBe(true)
    expect(allow('POST', '/api/cash_flows/get_cash_flows')).toBe(true)
    expect(allow('POST', '/api/search')).toBe(true)
  })
  it('refuses what the contract lacks and the internal carrier key', () => {
    expect(allow('DELETE', '/api/action_logs/1')).toBe(false)
    expect(allow('POST', '/api/nonexistent/get_nonexistent')).toBe(false)
    expect(allow('POST', '/api/settings/get_carrier_key')).toBe(false)
    expect(mainAllowlist(contractRoutes())('POST', '/api/settings/get_carrier_key')).toBe(true)
  })
})
