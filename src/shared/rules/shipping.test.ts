import { describe, expect, it } from 'vitest'
import { shippingCheck } from './shipping'

describe('shippingCheck', () => {
  it('blocks statuses that never lead to ready', () => {
    for (const status of ['refusal', 'sent', 'drop_first', 'taken', 'return']) {
      expect(shippingCheck({ status, pay_method: null, prepayment: 0 }).blocked).toMatch(
        /не пакують/,
      )
    }
  })

  it('holds an unconfirmed order and a prepaid method without prepayment', () => {
    expect(shippingCheck({ status: 'new', pay_method: 'card_mono', prepayment: 0 })).toEqual({
      blocked: null,
      held: [
        'Замовлення не підтверджене (статус «Нове»): спершу підтвердіть його з клієнтом.',
        'Оплата «Картка Monobank» потребує передоплати, а її не внесено.',
      ],
    })
    expect(shippingCheck({ status: 'prepayment', pay_method: null, prepayment: 0 }).held).toEqual([
      'Замовлення чекає на передоплату, а її не внесено.',
    ])
  })

  it('lets a confirmed cash-on-delivery order or a paid one go', () => {
    expect(shippingCheck({ status: 'ready', pay_method: null, prepayment: 0 })).toEqual({
      blocked: null,
      held: [],
    })
    expect(shippingCheck({ status: 'pre_order', pay_method: 'iban', prepayment: 10 }).held).toEqual(
      [],
    )
  })
})
