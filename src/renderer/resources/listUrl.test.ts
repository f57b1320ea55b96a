import { describe, expect, it } from 'vitest'
import type { ResourceDef } from '@shared/resources/types'
import { filtersOf, nextSort, queryFromParams, withParam } from './listUrl'

const orders: ResourceDef = {
  table: 'orders',
  fields: {
    phone: { kind: 'phone', search: 'exact' },
    surname: { kind: 'string', search: 'title' },
    status: { kind: 'enum', enum: 'order_status', filter: true },
    track: { kind: 'string', search: 'exact' },
    total: { kind: 'money' },
    user_id: { kind: 'ref', table: 'users', filter: true },
    paid: { kind: 'bool', filter: true },
    comment: { kind: 'json' },
  },
  list: ['id', 'status'],
  sort: '-id',
  form: [['status']],
  titleField: 'surname',
  ranges: ['created_at'],
}

const products: ResourceDef = {
  table: 'products',
  fields: {
    barcode: { kind: 'string', search: 'exact' },
    title_uk: { kind: 'string', search: 'title' },
    title_ru: { kind: 'string', search: 'title' },
  },
  list: ['id', 'title_uk'],
  sort: 'title_uk',
  form: [['title_uk']],
  titleField: 'title_uk',
}

const q = (def: ResourceDef, search: string) => queryFromParams(def, new URLSearchParams(search))

describe('URL -> list query', () => {
  it('defaults to page 1, 50 rows, the declared sort', () => {
    expect(q(orders, '')).toEqual({ page: 1, per_page: 50, sort: '-id' })
  })

  it('maps the global search jumps to filters', () => {
    expect(q(orders, 'status=new&page=2').filter).toEqual({ status: 'new' })
    expect(q(orders, 'status=new&page=2').page).toBe(2)
    expect(q(orders, 'id=912345').filter).toEqual({ id: 912345 })
    expect(q(products, 'id=17').filter).toEqual({ id: 17 })
  })

  it('turns searchable, non-filter fields into the list search', () => {
    expect(q(orders, 'phone=0671234567')).toMatchObject({ search: '0671234567' })
    expect(q(orders, 'phone=0671234567').filter).toBeUndefined()
    expect(q(orders, 'track=20400012345678').search).toBe('20400012345678')
    expect(q(products, 'barcode=12-345').search).toBe('12-345')
  })

  it('keeps the ** of a title-like field and turns a bare title into a search', () => {
    const cats: ResourceDef = {
      ...products,
      table: 'categories',
      fields: { title_full: { kind: 'string', search: 'title' } },
    }
    expect(q(cats, 'title_full=x**').search).toBe('x**')
    const p = q(products, 'title=' + encodeURIComponent('чохол**'))
    expect(p.search).toBe('чохол**')
    expect(p.filter).toBeUndefined()
  })

  it('types values by field kind and drops what cannot be one', () => {
    expect(q(orders, 'user_id=4&paid=1').filter).toEqual({ user_id: 4, paid: true })
    expect(q(orders, 'paid=0').filter).toEqual({ paid: false })
    expect(q(orders, 'id=abc&user_id=&paid=maybe&status=lost').filter).toBeUndefined()
    // Not a declared field, not a filter: ignored rather than sent and refused.
    expect(q(orders, 'comment=x&total=5').filter).toBeUndefined()
  })

  it('takes a period from its two ends, each one day, and drops what is not a day', () => {
    const q = (s: string) => queryFromParams(orders, new URLSearchParams(s)).filter
    expect(q('created_at_from=2026-11-01&created_at_to=2026-11-07&status=new')).toEqual({
      created_at_from: '2026-11-01',
      created_at_to: '2026-11-07',
      status: 'new',
    })
    expect(q('created_at_from=01.11.2026&created_at_to=')).toBeUndefined()
    // Only declared periods: products have none.
    expect(
      queryFromParams(products, new URLSearchParams('created_at_from=2026-11-01')).filter,
    ).toBeUndefined()
  })

  it('collects repeated params as a list', () => {
    expect(q(orders, 'status=new&status=ready').filter).toEqual({ status: ['new', 'ready'] })
  })

  it('ignores unknown params, bad pages and unsortable sorts', () => {
    const r = q(orders, 'utm_source=x&page=0&per_page=9999&sort=-comment')
    expect(r).toEqual({ page: 1, per_page: 500, sort: '-id' })
    expect(q(orders, 'sort=-total').sort).toBe('-total')
    expect(q(orders, 'page=-3').page).toBe(1)
  })

  it('puts the search box text first', () => {
    expect(q(orders, 'search=%20Петренко%20').search).toBe('Петренко')
  })
})

describe('URL updates', () => {
  it('resets the page on any change but the page', () => {
    const base = new URLSearchParams('status=new&page=3')
    expect(withParam(base, 'status', 'sent').toString()).toBe('status=sent')
    expect(withParam(base, 'status', '').toString()).toBe('')
    expect(withParam(base, 'page', '4').toString()).toBe('status=new&page=4')
  })

  it('cycles a header through ascending, descending and the default', () => {
    expect(nextSort(orders, '-id', 'phone')).toBe('phone')
    expect(nextSort(orders, 'phone', 'phone')).toBe('-phone')
    expect(nextSort(orders, '-phone', 'phone')).toBeNull()
    expect(nextSort(orders, '-id', 'id')).toBe('id')
    expect(nextSort(orders, 'id', 'id')).toBe('-id')
  })
})

describe('the filters of an address', () => {
  it('keeps the filters and the search, not the page, the page size or the sort', () => {
    const params = new URLSearchParams(
      'status=new&page=3&per_page=100&sort=-id&search=0671234567&created_at_from=2026-11-01',
    )
    expect(filtersOf(params).toString()).toBe(
      'status=new&search=0671234567&created_at_from=2026-11-01',
    )
    // The address itself is left as it was.
    expect(params.get('page')).toBe('3')
  })
})
