import { describe, expect, it, vi } from 'vitest'
import { preloadScreen, screenOf, PAGE_SCREENS, listScreen, OWN_SCREENS } from './screenCode'

// Which screen modules have been asked for (this file has its modules to itself).
const asked = vi.hoisted(() => new Set<string>())
vi.mock('../screens/products/ProductsScreen', () => {
  asked.add('products')
  return { default: () => null }
})
vi.mock('../resources/ListRoute', () => {
  asked.add('list')
  return { default: () => null }
})

describe('screenCode', () => {
  it('names the screen an address shows, and none for a record or what is no screen', () => {
    expect(screenOf('/')).toBe(PAGE_SCREENS.home)
    expect(screenOf('/statistics')).toBe(PAGE_SCREENS.statistics)
    expect(screenOf('/statistics/sales')).toBe(PAGE_SCREENS.statistics)
    expect(screenOf('/packing/900123')).toBe(PAGE_SCREENS.packing)
    // A record's page is a form, not the list: left to the router.
    expect(screenOf('/orders/12')).toBeUndefined()
    expect(screenOf('/products')).toBe(OWN_SCREENS.products)
    expect(screenOf('/sms')).toBe(listScreen)
    // Order items are edited inside their order: no list of their own.
    expect(screenOf('/order_items')).toBeUndefined()
    expect(screenOf('/no-such-page')).toBeUndefined()
    expect(screenOf('/constructor')).toBeUndefined()
  })

  it('asks for a screen’s code ahead of the click, once it is pointed at', async () => {
    expect(asked.has('products')).toBe(false)
    preloadScreen('/products')
    await vi.waitFor(() => expect(asked.has('products')).toBe(true))
    expect(asked.has('list')).toBe(false)
    preloadScreen('/sms')
    await vi.waitFor(() => expect(asked.has('list')).toBe(true))
    // An address with no screen asks for nothing and does not throw.
    expect(() => preloadScreen('/no-such-page')).not.toThrow()
  })
})
