import { describe, expect, it } from 'vitest'
import { logTypeOf } from './audit'
import { deliveryDateOf, ttnStatusOf } from './ttns'

describe('Nova Poshta statuses', () => {
  it('map the codes to our TTN statuses', () => {
    expect(ttnStatusOf('1')).toBe('created')
    expect(ttnStatusOf('5')).toBe('delivered')
    expect(ttnStatusOf('6')).toBe('delivered')
    expect(ttnStatusOf('7')).toBe('ready')
    expect(ttnStatusOf('9')).toBe('taken')
    expect(ttnStatusOf('102')).toBeNull()
    expect(ttnStatusOf('')).toBeNull()
  })

  it('read the scheduled delivery date in the carrier spellings', () => {
    expect(deliveryDateOf('24-11-2026 09:00:00')).toBe('2026-11-24')
    expect(deliveryDateOf('24.11.2026')).toBe('2026-11-24')
    expect(deliveryDateOf('2026-11-24 09:00:00')).toBe('2026-11-24')
    expect(deliveryDateOf('')).toBeNull()
  })
})

describe('action log types', () => {
  it('mark site content and SEO changes apart from the rest', () => {
    expect(logTypeOf('products')).toBe('content')
    expect(logTypeOf('seo')).toBe('seo')
    expect(logTypeOf('orders')).toBe('default')
  })
})
