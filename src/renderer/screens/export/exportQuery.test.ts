import { RESOURCES } from '@shared/resources/registry'
import { describe, expect, it } from 'vitest'
import { exportHref } from '../../resources/listUrl'
import { choiceOf, filterOf, newJobId, sortChoices, withChoice } from './exportQuery'
import { exportJobSchema } from '@shared/contract/exports'

describe('the export screen’s URL', () => {
  it('defaults to products, XLSX and the list’s columns', () => {
    const c = choiceOf(new URLSearchParams())
    expect(c.table).toBe('products')
    expect(c.format).toBe('xlsx')
    expect(c.columns).toEqual([
      'id',
      'barcode',
      'title_uk',
      'type',
      'group',
      'mark',
      'price',
      'availability',
      'quantity',
      'image',
    ])
    expect(c.raw).toBe(false)
  })

  it('keeps the chosen columns in the table’s order, dropping unknown and secret ones', () => {
    const c = choiceOf(new URLSearchParams('table=orders&cols=total,phone,password_hash,id'))
    expect(c.columns).toEqual(['id', 'phone', 'total'])
  })

  it('reads the filters in the list’s URL format, without its own params', () => {
    const c = choiceOf(
      new URLSearchParams('table=orders&format=csv&cols=id&raw=1&status=new&phone=0501234567'),
    )
    expect(c.format).toBe('csv')
    expect(c.raw).toBe(true)
    expect([...c.filters.keys()]).toEqual(['status', 'phone'])
    expect(filterOf(c)).toEqual({ filter: { status: 'new' }, search: '0501234567' })
  })

  it('carries the list’s sort, and names it to the server only when not the table’s own', () => {
    const sorted = choiceOf(new URLSearchParams('table=orders&status=new&sort=-total'))
    expect(sorted.sort).toBe('-total')
    expect([...sorted.filters.keys()]).toEqual(['status'])
    expect(filterOf(sorted)).toEqual({ filter: { status: 'new' }, sort: '-total' })
    const own = choiceOf(new URLSearchParams(`table=orders&sort=${RESOURCES.orders.sort}`))
    expect(filterOf(own)).toEqual({})
    // A sort no list offers (a long text, a secret, nothing at all) is the table's own.
    for (const bad of ['-comment', 'password_hash', 'nope']) {
      expect(choiceOf(new URLSearchParams(`table=orders&sort=${bad}`)).sort).toBe(
        RESOURCES.orders.sort,
      )
    }
    expect(sortChoices(RESOURCES.orders)).toContain('-created_at')
    expect(sortChoices(RESOURCES.orders)).not.toContain('comment')
  })

  it('a list links to the export of its rows: filters, search and sort, not its page', () => {
    expect(
      exportHref('orders', new URLSearchParams('status=new&page=3&per_page=100&sort=total')),
    ).toBe('/export?table=orders&status=new&sort=total')
    expect(exportHref('users', new URLSearchParams())).toBeNull()
  })

  it('a new table starts with no filters but keeps the format', () => {
    const next = withChoice(new URLSearchParams('table=orders&format=csv&status=new&cols=id'), {
      table: 'products',
    })
    expect(next.toString()).toBe('table=products&format=csv')
  })

  it('makes job ids the server accepts', () => {
    const a = newJobId()
    expect(exportJobSchema.safeParse(a).success).toBe(true)
    expect(newJobId()).not.toBe(a)
  })
})
