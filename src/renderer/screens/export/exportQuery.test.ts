import { describe, expect, it } from 'vitest'
import { choiceOf, filterOf, newJobId, withChoice } from './exportQuery'
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
