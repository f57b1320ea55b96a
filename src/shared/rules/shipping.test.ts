import { describe, expect, it } from 'vitest'
import type { Message } from '../messages'
import { SERVER_RU } from '../messages/server-ru'
import { SERVER_UK } from '../messages/server-uk'
import { renderFrom } from '../messages/ukrainian'
import { ORDER_STATUS_NAMES, isOrderStatus } from './order-status'
import { PAY_METHOD_NAMES, SHIPPING_MESSAGES, shippingCheck, type PayMethod } from './shipping'

const label = (name: string, value: string) =>
  name === 'order_status' && isOrderStatus(value)
    ? ORDER_STATUS_NAMES[value]
    : (PAY_METHOD_NAMES[value as PayMethod] ?? value)
const uk = (m: Message | null) => m && renderFrom(SERVER_UK, 'uk', m, label)
const ru = (m: Message | null) => m && renderFrom(SERVER_RU, 'ru', m, (_, v) => v)

describe('shippingCheck', () => {
  it('blocks statuses that never lead to ready', () => {
    for (const status of ['refusal', 'sent', 'drop_first', 'taken', 'return']) {
      const { blocked } = shippingCheck({ status, pay_method: null, prepayment: 0 })
      expect(blocked?.code).toBe('shipping.blocked')
      expect(uk(blocked)).toMatch(/не пакують/)
    }
  })

  it('holds an unconfirmed order and a prepaid method without prepayment', () => {
    const check = shippingCheck({ status: 'new', pay_method: 'card_mono', prepayment: 0 })
    expect(check).toEqual({
      blocked: null,
      held: [
        {
          code: 'shipping.unconfirmed',
          params: { status: { enum: 'order_status', values: ['new'] } },
        },
        {
          code: 'shipping.unpaid',
          params: { method: { enum: 'pay_method', values: ['card_mono'] } },
        },
      ],
    })
    expect(check.held.map(uk)).toEqual([
      'Замовлення не підтверджене (статус «Нове»): спершу підтвердіть його з клієнтом.',
      'Оплата «Картка Monobank» потребує передоплати, а її не внесено.',
    ])
    const held = shippingCheck({ status: 'prepayment', pay_method: null, prepayment: 0 }).held
    expect(held.map(uk)).toEqual(['Замовлення чекає на передоплату, а її не внесено.'])
  })

  it('says the reasons to a Russian reader in Russian, in one sentence for a scan', () => {
    const { held } = shippingCheck({ status: 'new', pay_method: 'card_mono', prepayment: 0 })
    const [first, ...rest] = held
    expect(ru(SHIPPING_MESSAGES.releaseNeeded(first!, ...rest))).toBe(
      'Заказ не подтверждён (статус «new»): сначала подтвердите его с клиентом. ' +
        'Оплата «card_mono» требует предоплаты, а её не внесли. ' +
        'Упаковку разрешает менеджер: он указывает причину.',
    )
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
