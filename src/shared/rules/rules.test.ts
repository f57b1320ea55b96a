import { describe, expect, it } from 'vitest'
import { MSG } from '../resources/messages'
import { applyCashFlowRules, categoryCashType, signToType } from './cash-flows'
import { applyTaskRules, canSetTaskStatus, toggledTaskStatus } from './tasks'
import {
  applyTtnRules,
  npCodeColour,
  parcelMessage,
  parcelService,
  TTN_STATUS_COLOUR,
} from './ttns'
import { applyDeliveryRules, deliveryErrors } from './delivery'

describe('task rules', () => {
  it('trims the title and refuses a blank one', () => {
    expect(applyTaskRules({ title: '  Передзвонити  ' }).values.title).toBe('Передзвонити')
    expect(applyTaskRules({ title: '   ' }).errors).toEqual({ title: [MSG.required] })
    expect(applyTaskRules({}).errors).toEqual({ title: [MSG.required] })
  })

  it('gives a missing mark `default` and a missing status open', () => {
    expect(applyTaskRules({ title: 'a' }).values).toMatchObject({ mark: 'default', status: '0' })
    expect(applyTaskRules({ title: 'a', mark: '' }).values.mark).toBe('default')
    expect(applyTaskRules({ title: 'a', mark: 'danger' }).values.mark).toBe('danger')
  })

  it('knows only the statuses 0, 1 and -1', () => {
    expect(applyTaskRules({ title: 'a', status: 1 }).values.status).toBe('1')
    expect(applyTaskRules({ title: 'a', status: 2 }).errors).toEqual({ status: [MSG.notInList] })
  })

  it('checks only given fields on an edit', () => {
    expect(applyTaskRules({ status: 1 }, true)).toEqual({ values: { status: '1' }, errors: {} })
    expect(applyTaskRules({ title: ' ' }, true).errors).toEqual({ title: [MSG.required] })
  })

  it('toggles open and done, never a locked task', () => {
    expect(toggledTaskStatus('0')).toBe('1')
    expect(toggledTaskStatus(1)).toBe('0')
    expect(toggledTaskStatus('-1')).toBe('-1')
    expect(canSetTaskStatus('-1', '1')).toBe(false)
    expect(canSetTaskStatus('-1', '0')).toBe(true)
    expect(canSetTaskStatus('0', '1')).toBe(true)
    expect(canSetTaskStatus('0', '7')).toBe(false)
  })
})

describe('cash-flow rules', () => {
  it('requires a numeric amount', () => {
    expect(applyCashFlowRules({}).errors).toEqual({ amount: [MSG.required] })
    expect(applyCashFlowRules({ amount: 'сто' }).errors).toEqual({ amount: [MSG.money] })
  })

  it('refuses a negative amount instead of flipping it; the form turns a typed minus into the type', () => {
    expect(applyCashFlowRules({ amount: -150.5, type: 'income' }).errors).toEqual({
      amount: [MSG.notNegative],
    })
    expect(applyCashFlowRules({ amount: '-20' }).errors).toEqual({ amount: [MSG.notNegative] })
    expect(signToType('-20')).toEqual({ amount: '20', type: 'expense' })
    expect(signToType('20')).toBeNull()
  })

  it('makes a missing type income', () => {
    expect(applyCashFlowRules({ amount: 10 }).values.type).toBe('income')
  })

  it('on an edit, leaves out what is not given', () => {
    expect(applyCashFlowRules({ description: 'Пакети' }, true)).toEqual({
      values: { description: 'Пакети' },
      errors: {},
    })
    expect(applyCashFlowRules({ amount: -5 }, true).errors).toEqual({ amount: [MSG.notNegative] })
    expect(applyCashFlowRules({ amount: '' }, true).errors).toEqual({ amount: [MSG.required] })
    expect(applyCashFlowRules({ category: 'rr' }, true).values.type).toBe('income')
  })

  it('lets the category set the type; default keeps the given one', () => {
    for (const category of ['zp', 'avans', 'producty', 'others']) {
      expect(categoryCashType(category)).toBe('expense')
      expect(applyCashFlowRules({ amount: 1, type: 'income', category }).values.type).toBe(
        'expense',
      )
    }
    for (const category of ['rr', 'karta', 'gotivka']) {
      expect(applyCashFlowRules({ amount: 1, type: 'expense', category }).values.type).toBe(
        'income',
      )
    }
    expect(
      applyCashFlowRules({ amount: 1, type: 'expense', category: 'default' }).values.type,
    ).toBe('expense')
  })
})

describe('TTN rules', () => {
  it('knows the carrier by the number', () => {
    expect(parcelService('20450000000001')).toBe('nova_poshta')
    expect(parcelService('59000123456789')).toBe('nova_poshta')
    expect(parcelService('0503456789012')).toBe('ukrposhta')
    expect(parcelService('PRM-123456')).toBe('prm')
  })

  it('drops pasted spaces and fills the carrier of a new TTN only', () => {
    expect(applyTtnRules({ ttn: ' 2045 0000 0000 01 ', title: 'VDMT' }).values).toEqual({
      ttn: '20450000000001',
      title: 'VDMT',
      service: 'nova_poshta',
    })
    expect(applyTtnRules({ ttn: 'prm-77' }).values.service).toBe('prm')
    expect(applyTtnRules({ ttn: '0503456789012', service: 'nova_poshta' }).values.service).toBe(
      'nova_poshta',
    )
    expect(applyTtnRules({ status: 'ready' }, true).values).toEqual({ status: 'ready' })
  })

  it('refuses a number that is no parcel', () => {
    for (const ttn of ['20450000000001', '59000123456789', '0503456789012', 'PRM-1', 'prm-77'])
      expect(applyTtnRules({ ttn }).errors, ttn).toEqual({})
    for (const ttn of ['12345', '2045000000000', '204500000000012', '0601234567890', 'PRM-'])
      expect(applyTtnRules({ ttn }).errors, ttn).toEqual({ ttn: [parcelMessage()] })
  })

  it('reads the colours', () => {
    expect([1, 5, 6, 7, 9, 3].map((c) => npCodeColour(c))).toEqual([
      'danger',
      'warning',
      'warning',
      'success',
      'secondary',
      null,
    ])
    expect(TTN_STATUS_COLOUR).toEqual({
      created: 'danger',
      delivered: 'warning',
      ready: 'success',
      taken: 'secondary',
    })
  })
})

describe('delivery rules', () => {
  it('clear the other methods’ fields when the method is named, and trim the postcode', () => {
    const { values, errors } = applyDeliveryRules({
      delivery_method: 'ukrposhta',
      postcode: ' 01001 ',
      address: 'Київ, вул. Хрещатик, 1',
      city_name: 'Київ',
      warehouse_ref: 'ref',
    })
    expect(errors).toEqual({})
    expect(values).toMatchObject({ postcode: '01001', city_name: null, warehouse_ref: null })
    expect(applyDeliveryRules({ delivery_method: 'pickup', postcode: '01001' }).values).toEqual({
      delivery_method: 'pickup',
      postcode: null,
      address: null,
      city_name: null,
      city_ref: null,
      warehouse_name: null,
      warehouse_ref: null,
    })
  })

  it('need Ukrposhta’s postcode of 5 digits and address, nothing for Nova Poshta or pickup', () => {
    expect(deliveryErrors({ delivery_method: 'ukrposhta' })).toEqual({
      postcode: ['Обов’язкове поле'],
      address: ['Обов’язкове поле'],
    })
    expect(
      deliveryErrors({ delivery_method: 'ukrposhta', postcode: '1234', address: 'а' }),
    ).toEqual({ postcode: ['Індекс Укрпошти: 5 цифр'] })
    expect(deliveryErrors({ delivery_method: 'nova_poshta' })).toEqual({})
    expect(deliveryErrors({ delivery_method: 'pickup' })).toEqual({})
    // A new order without a method is Nova Poshta; an update's partial payload checks only
    // the postcode it carries (the rest is checked against the stored order).
    expect(applyDeliveryRules({ phone: '0671234567' }).errors).toEqual({})
    expect(applyDeliveryRules({ address: '' }, true).errors).toEqual({})
    expect(applyDeliveryRules({ postcode: '12' }, true).errors).toEqual({
      postcode: ['Індекс Укрпошти: 5 цифр'],
    })
  })
})
