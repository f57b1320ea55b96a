import { describe, expect, it } from 'vitest'
import { orders } from '@shared/resources/tables/sales'
import { reviews } from '@shared/resources/tables/catalog'
import { columnCap, columnsToHide, yieldOrder } from './fit'

describe('a list too narrow for its columns', () => {
  const order = yieldOrder(orders, orders.list)

  it('gives way with the declared columns first, then from the last declared back', () => {
    expect(order.slice(0, 5)).toEqual(['created_at', 'name', 'order_way', 'city_name', 'track'])
    expect(order.slice(5)).toEqual(['total', 'phone', 'status'])
    expect(order).not.toContain('id')
    expect(order).not.toContain('surname')
  })

  it('keeps the reviews’ publish switch, clicked from the list, to the last', () => {
    // The author's name is the title: it never gives way.
    expect(yieldOrder(reviews, reviews.list).at(-1)).toBe('publish')
  })

  it('hides the fewest columns that let the rest fit, and none when they fit', () => {
    const width = () => 100
    const columns = orders.list
    const all = columns.length * 100
    expect(columnsToHide({ available: all, columns, width, order, kept: new Set() })).toEqual([])
    expect(columnsToHide({ available: all - 150, columns, width, order, kept: new Set() })).toEqual(
      ['created_at', 'name'],
    )
  })

  it('keeps a column the user asked for and counts the widths the user set', () => {
    const sizes: Record<string, number> = { created_at: 40 }
    const width = (c: string) => sizes[c] ?? 100
    const columns = orders.list.filter((c) => c !== 'order_way')
    const total = columns.reduce((s, c) => s + width(c), 0)
    expect(
      columnsToHide({
        available: total - 100,
        columns,
        width,
        order,
        kept: new Set(['created_at']),
      }),
    ).toEqual(['name'])
  })

  it('draws a column at most as wide as its kind, or as its screen says', () => {
    expect(columnCap(orders, 'id')).toBe(72)
    expect(columnCap(orders, 'total')).toBe(100)
    expect(columnCap(orders, 'phone', 166)).toBe(166)
  })
})
