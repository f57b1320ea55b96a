import { describe, expect, it } from 'vitest'
import { PAGES } from '@shared/menu'
import { RESOURCE_DEFS } from '@shared/resources/registry'
import { MAIN_MENU, OTHER_MENU, QUICK_MENU, isCurrent, menuFor, type MenuItem } from './menuItems'

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

  it("keeps each item's address and icon as declared by its table or page", () => {
    const rows = (items: readonly MenuItem[]) =>
      items.map((i) => `${i.key} ${i.path} ${i.icon}${i.quick ? ' quick' : ''}`)
    expect(rows(MAIN_MENU)).toEqual([
      'index / home quick',
      'statistics /statistics chart quick',
      'orders /orders orders quick',
      'calls /calls phone quick',
      'sms /sms sms',
      'categories /categories folder quick',
      'products /products box quick',
      'prom_products /prom_products tag',
      'export /export download',
      'cart /cart cart quick',
      'settings /settings settings',
    ])
    expect(rows(OTHER_MENU)).toEqual([
      'orders_images /orders_images image',
      'action_logs /action_logs list',
      'articles /articles article',
      'payments /payments card',
      'reviews /reviews star',
      'inventory /inventory archive',
      'attributes /attributes sliders',
      'filters /filters filter',
      'parsers /parsers robot',
      'seo /seo globe',
      'packing /packing box',
      'import_runs /import_runs download',
    ])
  })

  it('gives every declared place its own position, so the order is never a tie', () => {
    const places = [
      ...Object.values(PAGES).map((p) => p.menu),
      ...RESOURCE_DEFS.flatMap((d) => (d.menu ? [d.menu] : [])),
    ]
    for (const list of ['main', 'other'] as const) {
      const at = places.filter((p) => p.in === list).map((p) => p.at)
      expect(new Set(at).size).toBe(at.length)
    }
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
