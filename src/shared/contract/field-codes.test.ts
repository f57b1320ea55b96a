import { afterEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { setRenderer, type Message } from '../messages'
import { FIELD_RU } from '../messages/field-ru'
import { renderFrom, ukrainian } from '../messages/ukrainian'
import { loginBodySchema } from './schemas'
import { setStatusBodySchema, orderSaveBodySchema, MAX_ORDER_ITEMS } from './orders'
import { statsBodySchema } from './statistics'
import { scanSheetBodySchema } from './waybills'
import { postcodeMessage } from '../rules/delivery'
import { parcelMessage } from '../rules/ttns'
import { settingKeySchema } from '../settings-params'

const russian = (m: Message) => renderFrom(FIELD_RU, 'ru', m, (_, v) => v)
const said = (schema: z.ZodType, body: unknown) => {
  const got = schema.safeParse(body)
  return got.success ? [] : got.error.issues.map((i) => i.message)
}

afterEach(() => setRenderer(ukrainian))

describe('the contract’s field errors', () => {
  it('are the catalogue’s texts, said when the value is checked', () => {
    expect(said(setStatusBodySchema, { ids: [], status: 'new' })).toEqual(['Оберіть замовлення'])
    expect(said(scanSheetBodySchema, { ttn_ids: [] })).toEqual(['Оберіть накладні'])
    expect(said(loginBodySchema, { login: '', password: 'x' })).toEqual(['Вкажіть логін'])
    expect(
      said(statsBodySchema, { from: '2024-02-30', to: '2024-03-01', compare_from: '2024-01-01' }),
    ).toEqual([
      'Дата має бути справжнім днем у форматі рррр-мм-дд',
      'Вкажіть обидві межі порівняння',
    ])
  })

  it('speak Russian on a Russian desk', () => {
    setRenderer(russian)
    expect(said(setStatusBodySchema, { ids: [], status: 'new' })).toEqual(['Выберите заказы'])
    expect(said(scanSheetBodySchema, { ttn_ids: [] })).toEqual(['Выберите накладные'])
    expect(said(loginBodySchema, { login: 'a b', password: '' })).toEqual(['Укажите пароль'])
    const items = Array.from({ length: MAX_ORDER_ITEMS + 1 }, () => ({}))
    expect(said(orderSaveBodySchema, { order: {}, items })).toEqual([
      `Не больше ${MAX_ORDER_ITEMS} позиций`,
    ])
    expect(said(statsBodySchema, { from: '2024-03-02', to: '2024-03-01' })).toEqual([
      'Конец периода раньше начала',
    ])
    expect(said(statsBodySchema, { from: '2000-01-01', to: '2020-01-01' })).toEqual([
      'Период слишком длинный: до 10 лет',
    ])
    // The rules' field errors (the TTN, the postcode) too.
    expect(parcelMessage()).toMatch(/^Неверный номер посылки/)
    expect(postcodeMessage()).toBe('Индекс Укрпочты: 5 цифр')
    expect(said(settingKeySchema, 'constructor')).toEqual(['Это название зарезервировано'])
    expect(said(settingKeySchema, 'магазин')).toEqual([
      'Латинские буквы, цифры, «_» или «-», до 50 знаков',
    ])
  })
})
