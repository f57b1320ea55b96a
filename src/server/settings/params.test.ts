import { describe, expect, it } from 'vitest'
import { maskSecret, nestSettings, parseSettingValue, serializeSettingValue } from './params'

describe('settings values', () => {
  it('reads each type and keeps an unparsable value as text', () => {
    expect(parseSettingValue('number', '12.5')).toBe(12.5)
    expect(parseSettingValue('number', 'abc')).toBe('abc')
    expect(parseSettingValue('number', '')).toBe('')
    expect(parseSettingValue('bool', '1')).toBe(true)
    expect(parseSettingValue('bool', 'TRUE')).toBe(true)
    expect(parseSettingValue('bool', '0')).toBe(false)
    expect(parseSettingValue('json', '{"a":[1]}')).toEqual({ a: [1] })
    expect(parseSettingValue('json', '{broken')).toBe('{broken')
    expect(parseSettingValue('text', 'рядок\nдругий')).toBe('рядок\nдругий')
  })

  it('serializes back to what it reads', () => {
    for (const [type, value] of [
      ['json', { cards: [{ card: '1' }], current: 0 }],
      ['bool', true],
      ['bool', false],
      ['number', 42],
      ['string', 'Київ'],
    ] as const) {
      expect(parseSettingValue(type, serializeSettingValue(type, value))).toEqual(value)
    }
  })

  it('masks a secret down to its last four characters', () => {
    expect(maskSecret('abcdef123456')).toBe('••••3456')
    expect(maskSecret('')).toBe('')
    expect(maskSecret('short-tok')).toBe('••••')
  })
})

describe('nestSettings', () => {
  it('nests dotted keys and masks the carrier key', () => {
    const nested = nestSettings([
      { key: 'info.phones', type: 'json', value: '[{"phone":"+380671112233"}]' },
      { key: 'api.prom.accounts', type: 'json', value: '{"main":{"name":"A","login_id":"1"}}' },
      { key: 'api.nova_poshta.api_key', type: 'string', value: 'secret-key-9876' },
      { key: 'delivery', type: 'json', value: '{"np":1}' },
    ])
    expect(nested).toEqual({
      info: { phones: [{ phone: '+380671112233' }] },
      api: {
        prom: { accounts: { main: { name: 'A', login_id: '1' } } },
        nova_poshta: { api_key: '••••9876' },
      },
      delivery: { np: 1 },
    })
  })

  it('merges a parent stored as an object with its children, whatever the row order', () => {
    const nested = nestSettings([
      { key: 'info.phones', type: 'json', value: '[]' },
      { key: 'info', type: 'json', value: '{"others":[]}' },
    ])
    expect(nested).toEqual({ info: { others: [], phones: [] } })
  })

  it('does not let a deeper key overwrite a plain value', () => {
    const nested = nestSettings([
      { key: 'delivery', type: 'string', value: 'Нова Пошта' },
      { key: 'delivery.price', type: 'number', value: '70' },
    ])
    expect(nested).toEqual({ delivery: 'Нова Пошта' })
  })
})
