import { describe, expect, it } from 'vitest'
import { findDeepLink, parseDeepLink } from './parse'

describe('parseDeepLink', () => {
  it('opens an order, a list, a parcel and the calls window', () => {
    expect(parseDeepLink('shop-backoffice://orders/123')).toEqual({
      kind: 'route',
      route: '/orders/123',
    })
    expect(parseDeepLink('shop-backoffice://orders/123/')).toEqual({
      kind: 'route',
      route: '/orders/123',
    })
    expect(parseDeepLink('shop-backoffice:orders/123')).toEqual({
      kind: 'route',
      route: '/orders/123',
    })
    expect(parseDeepLink('shop-backoffice://orders')).toEqual({ kind: 'route', route: '/orders' })
    expect(parseDeepLink('shop-backoffice://calls_new')).toEqual({ kind: 'calls_new' })
    expect(parseDeepLink('shop-backoffice://ttns/20450000123456')).toEqual({
      kind: 'route',
      route: '/ttns?ttn=20450000123456',
    })
    expect(parseDeepLink('SHOP-BACKOFFICE://ORDERS/7')).toEqual({
      kind: 'route',
      route: '/orders/7',
    })
  })

  it.each([
    'shop-backoffice://users/1',
    'shop-backoffice://settings',
    'shop-backoffice://orders/abc',
    'shop-backoffice://orders/0',
    'shop-backoffice://orders/1/2',
    'shop-backoffice://orders/../users/1',
    'shop-backoffice://orders/%2e%2e',
    'shop-backoffice://orders//1',
    'shop-backoffice://orders/1?next=https://evil.example',
    'shop-backoffice://orders/1#x',
    'shop-backoffice://user:pw@orders/1',
    'shop-backoffice://orders:99/1',
    'shop-backoffice://ttns/12345',
    'shop-backoffice://ttns/%ZZ',
    'shop-backoffice://calls_new/1',
    'shop-backoffice://',
    'shop-backoffice:',
    'https://shop.example/orders/1',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'app://shop/orders/1',
    'not a url',
    '',
    `shop-backoffice://orders/${'1'.repeat(300)}`,
  ])('refuses %s', (link) => {
    expect(parseDeepLink(link)).toBeNull()
  })
})

describe('findDeepLink', () => {
  it('finds the link among Electron and Chromium arguments', () => {
    expect(
      findDeepLink(['/opt/shop/shop-backoffice', '--no-sandbox', 'shop-backoffice://orders/5']),
    ).toBe('shop-backoffice://orders/5')
    expect(findDeepLink(['/opt/shop/shop-backoffice', '--hidden'])).toBeNull()
  })
})
