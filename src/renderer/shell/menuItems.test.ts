import { describe, expect, it } from 'vitest'
import { MAIN_MENU, OTHER_MENU, QUICK_MENU, isCurrent, menuFor } from './menuItems'

describe('menus', () => {
  it('lists the main items, the submenu Other and the quick menu exactly', () => {
    expect(MAIN_MENU.map((i) => i.key)).toEqual([
      'index',
      'statistics',
      'orders',
      'calls',
      'sms',
      'categories',
      'products',
      'prom_products',
      'export',
      'cart',
      'settings',
    ])
    expect(OTHER_MENU.map((i) => i.key)).toEqual([
      'orders_images',
      'action_logs',
      'articles',
      'payments',
      'reviews',
      'inventory',
      'attributes',
      'filters',
      'parsers',
      'seo',
      'packing',
      // Not the spec's: the marketplace orders' import log.
      'import_runs',
    ])
    expect(QUICK_MENU.map((i) => i.key)).toEqual([
      'index',
      'statistics',
      'orders',
      'calls',
      'categories',
      'products',
      'cart',
    ])
  })

  it('marks an item current on its list, its records and its subpages only', () => {
    const orders = MAIN_MENU.find((i) => i.key === 'orders')!
    const index = MAIN_MENU.find((i) => i.key === 'index')!
    expect(isCurrent(orders, '/orders')).toBe(true)
    expect(isCurrent(orders, '/orders/900001')).toBe(true)
    expect(isCurrent(orders, '/orders_images')).toBe(false)
    expect(isCurrent(index, '/')).toBe(true)
    expect(isCurrent(index, '/orders')).toBe(false)
  })

  it('offers statistics to managers and above only, as the server answers them', () => {
    const keys = (access: number) =>
      menuFor(MAIN_MENU, { id: 1, name: 'Х', access }).map((i) => i.key)
    expect(keys(3)).not.toContain('statistics')
    expect(keys(3)).toContain('orders')
    expect(keys(5)).toContain('statistics')
  })
})
