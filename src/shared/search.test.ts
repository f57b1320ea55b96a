import { describe, expect, it } from 'vitest'
import { classifySearch, isParcelNumber, landingFor } from './search'

const go = (input: string) => classifySearch(input)?.url ?? null

describe('classifySearch: one case per row, in the table order', () => {
  it('parcel numbers go to orders by track, as typed', () => {
    expect(go('20412345678901')).toBe('/orders?track=20412345678901')
    expect(go('59012345678901')).toBe('/orders?track=59012345678901')
    expect(go('0501234567890')).toBe('/orders?track=0501234567890')
    expect(go('PRM-123456')).toBe('/orders?track=PRM-123456')
    expect(go('prm-77')).toBe('/orders?track=prm-77')
  })

  it('Ukrainian phones go to orders by the 10-digit national form', () => {
    expect(go('0671234567')).toBe('/orders?phone=0671234567')
    expect(go('+380671234567')).toBe('/orders?phone=0671234567')
    expect(go('38 067 123 45 67')).toBe('/orders?phone=0671234567')
    expect(go('+38 (067) 123-45-67')).toBe('/orders?phone=0671234567')
  })

  it('six digits starting with 9 open that order', () => {
    expect(go('912345')).toBe('/orders/912345')
  })

  it('other digits go to products by id', () => {
    expect(go('15')).toBe('/products?id=15')
    expect(go('812345')).toBe('/products?id=812345')
  })

  it('digits and dashes go to products by barcode, as typed', () => {
    expect(go('12-345')).toBe('/products?barcode=12-345')
    expect(go('4820-0001-23')).toBe('/products?barcode=4820-0001-23')
  })

  it('letters only go to products by title with ** and list orders by surname too', () => {
    const found = classifySearch('чохол')
    expect(found?.url).toBe(`/products?title=${encodeURIComponent('чохол**')}`)
    expect(found?.value).toBe('чохол**')
    expect(found?.also).toEqual([{ table: 'orders', field: 'surname', value: 'чохол**' }])
    expect(classifySearch('чехол силиконовый')?.value).toBe('чехол силиконовый**')
    expect(classifySearch('Case')?.kind).toBe('product_title')
    expect(classifySearch("Мар'яна")?.kind).toBe('product_title')
  })

  it('letters and digits mixed go to categories by title_full with **', () => {
    const found = classifySearch('iPhone 15 Pro')
    expect(found?.kind).toBe('category_title')
    expect(found?.url).toBe(`/categories?title_full=${encodeURIComponent('iPhone 15 Pro**')}`)
    expect(classifySearch('A54')?.value).toBe('A54**')
  })
})

describe('classifySearch: boundaries', () => {
  it('13 digits starting with 204 are no parcel, 14 are', () => {
    expect(classifySearch('2041234567890')?.kind).toBe('product_id')
    expect(classifySearch('20412345678901')?.kind).toBe('order_track')
    expect(classifySearch('204123456789012')?.kind).toBe('product_id')
  })

  it('050 plus 7 digits is a phone, 050 plus 10 digits a Ukrposhta parcel', () => {
    expect(classifySearch('0501234567')?.kind).toBe('order_phone')
    expect(classifySearch('0501234567890')?.kind).toBe('order_track')
    expect(classifySearch('050123456789')?.kind).toBe('product_id')
  })

  it('5 digits starting with 9 are a product id, 6 an order id, 7 a product id', () => {
    expect(classifySearch('91234')?.kind).toBe('product_id')
    expect(classifySearch('912345')?.kind).toBe('order_id')
    expect(classifySearch('9123456')?.kind).toBe('product_id')
  })

  it('trims leading and trailing spaces and collapses inner ones in titles', () => {
    expect(go('  912345  ')).toBe('/orders/912345')
    expect(go(' 20412345678901\t')).toBe('/orders?track=20412345678901')
    expect(classifySearch('  чохол   для  ')?.value).toBe('чохол для**')
  })

  it('answers null for nothing to search', () => {
    expect(classifySearch('')).toBeNull()
    expect(classifySearch('   ')).toBeNull()
    expect(classifySearch('---')).toBeNull()
    expect(classifySearch('!?')).toBeNull()
  })

  it('a dash at either end is not a barcode', () => {
    expect(classifySearch('-123')).toBeNull()
    expect(classifySearch('123-')).toBeNull()
  })
})

describe('isParcelNumber', () => {
  it('accepts the three carriers and nothing else', () => {
    expect(isParcelNumber('59000000000000')).toBe(true)
    expect(isParcelNumber('PRM-1')).toBe(true)
    expect(isParcelNumber('PRM-')).toBe(false)
    expect(isParcelNumber('30412345678901')).toBe(false)
  })
})

describe('landingFor: where Enter lands once the matches are known', () => {
  const name = classifySearch('Коваленко')!
  it('a name goes where its matches are', () => {
    const orders = `/orders?surname=${encodeURIComponent('Коваленко**')}`
    const products = `/products?title=${encodeURIComponent('Коваленко**')}`
    expect(landingFor(name, 'Коваленко', new Set(['orders']))).toBe(orders)
    expect(landingFor(name, 'Коваленко', new Set(['products']))).toBe(products)
    expect(landingFor(name, ' Коваленко ', new Set(['orders', 'products']))).toBe(
      `/search?q=${encodeURIComponent('Коваленко')}`,
    )
    expect(landingFor(name, 'Коваленко', new Set())).toBe(products)
  })

  it('every other kind keeps its own target', () => {
    const order = classifySearch('912345')!
    expect(landingFor(order, '912345', new Set(['products']))).toBe('/orders/912345')
  })
})
