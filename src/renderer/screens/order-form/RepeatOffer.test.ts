import { describe, expect, it } from 'vitest'
import { repeatValuesOf } from './RepeatOffer'

describe('"as last time" takes the last order’s delivery and payment', () => {
  it('a Nova Poshta branch and the payment method', () => {
    expect(
      repeatValuesOf({
        id: 900001,
        version: 1,
        delivery_method: 'nova_poshta',
        city_name: 'Київ',
        city_ref: 'ref-1',
        warehouse_name: 'Відділення №2',
        warehouse_ref: 'wh-2',
        postcode: null,
        address: null,
        pay_method: 'card_privat',
        surname: 'Коваленко',
      }),
    ).toEqual({
      delivery_method: 'nova_poshta',
      city_name: 'Київ',
      city_ref: 'ref-1',
      warehouse_name: 'Відділення №2',
      warehouse_ref: 'wh-2',
      postcode: '',
      address: '',
      pay_method: 'card_privat',
    })
  })

  it('a Ukrposhta address; nothing to offer from an order with neither', () => {
    expect(
      repeatValuesOf({
        id: 1,
        version: 1,
        delivery_method: 'ukrposhta',
        postcode: '01001',
        address: 'вул. Хрещатик, 1',
      }),
    ).toMatchObject({ delivery_method: 'ukrposhta', postcode: '01001', pay_method: '' })
    expect(repeatValuesOf({ id: 2, version: 1, delivery_method: 'nova_poshta' })).toBeNull()
  })
})
