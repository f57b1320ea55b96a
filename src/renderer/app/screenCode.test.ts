import { describe, expect, it, vi } from 'vitest'
import {
  preloadScreen,
  preloadScreensWhenIdle,
  screenOf,
  PAGE_SCREENS,
  listScreen,
  OWN_SCREENS,
  type PreloadWaits,
} from './screenCode'
import { QUIET_MS } from '../hooks/useIdleAfter'

// Which screen modules have been asked for, and the screens preloaded while the app is idle in
// the order their code was evaluated (this file has its modules to itself).
const { asked, evaluated, screenModule } = vi.hoisted(() => ({
  asked: new Set<string>(),
  evaluated: [] as string[],
  /** A screen module that notes its evaluation. */
  screenModule: (note: () => unknown) => {
    note()
    return { default: () => null }
  },
}))
vi.mock('../screens/products/ProductsScreen', () => screenModule(() => asked.add('products')))
vi.mock('../resources/ListRoute', () => screenModule(() => asked.add('list')))
vi.mock('../screens/categories/CategoriesScreen', () =>
  screenModule(() => evaluated.push('categories')),
)
vi.mock('../screens/export/ExportScreen', () => screenModule(() => evaluated.push('export')))
vi.mock('../screens/inventory/InventoryScreen', () =>
  screenModule(() => evaluated.push('inventory')),
)
vi.mock('../screens/parsers/ParsersScreen', () => screenModule(() => evaluated.push('parsers')))

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

  describe('preloadScreensWhenIdle', () => {
    /** Waits that record what they were asked for and move the app's quiet time along. */
    function fakeWaits(app: { quiet: number }, onIdle: () => void = () => {}) {
      const log: string[] = []
      const waits: PreloadWaits = {
        sleep: async (ms) => {
          log.push(`sleep ${ms} (evaluated: ${evaluated.join(',') || 'none'})`)
          app.quiet += ms
        },
        idle: async () => {
          log.push('idle')
          onIdle()
        },
      }
      return { log, waits }
    }

    it('asks for each screen in turn once the app has been quiet and the browser is idle', async () => {
      const app = { quiet: 200 }
      const { log, waits } = fakeWaits(app)
      // A record's page has no screen of its own: skipped.
      const paths = ['/categories', '/orders/12', '/export']
      await preloadScreensWhenIdle(paths, () => app.quiet, new AbortController().signal, waits)
      expect(evaluated).toEqual(['categories', 'export'])
      // Nothing before the rest of the quiet time had passed; an idle moment before each.
      expect(log).toEqual([`sleep ${QUIET_MS - 200} (evaluated: none)`, 'idle', 'idle'])
    })

    it('waits again when the app was busy by the idle moment', async () => {
      const app = { quiet: QUIET_MS }
      let first = true
      const { log, waits } = fakeWaits(app, () => {
        // A page was asked for meanwhile: the quiet starts over.
        if (first) app.quiet = 0
        first = false
      })
      await preloadScreensWhenIdle(
        ['/inventory'],
        () => app.quiet,
        new AbortController().signal,
        waits,
      )
      expect(log).toEqual(['idle', `sleep ${QUIET_MS} (evaluated: categories,export)`, 'idle'])
      expect(evaluated).toEqual(['categories', 'export', 'inventory'])
    })

    it('asks for nothing once stopped', async () => {
      const app = { quiet: 0 }
      const stop = new AbortController()
      const waits: PreloadWaits = {
        sleep: async () => stop.abort(),
        idle: async () => {},
      }
      await preloadScreensWhenIdle(['/parsers'], () => app.quiet, stop.signal, waits)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(evaluated).not.toContain('parsers')
    })
  })
})
