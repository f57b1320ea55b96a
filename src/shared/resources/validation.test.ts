import { describe, expect, it } from 'vitest'
import { RESOURCES } from './registry'
import { MSG } from './messages'
import {
  createSchema,
  defaultsOf,
  fieldErrors,
  filterSchema,
  storeSchema,
  updateSchema,
} from './validation'

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

describe('derived validation', () => {
  it('requires the required fields with the Ukrainian message', () => {
    const result = createSchema(RESOURCES.orders).safeParse({})
    expect(errorsOf(result)).toEqual({ phone: [MSG.required] })
  })

  it('fills defaults, normalises values and drops unknown keys on create', () => {
    const result = createSchema(RESOURCES.orders).parse({
      phone: '+38 (067) 123-45-67',
      surname: '  Шевченко ',
      total: '1 250,5',
      pay_method: 'iban',
      hacker: 'x',
      id: 5,
      created_at: '2020-01-01',
    })
    expect(result).toEqual({
      phone: '0671234567',
      surname: 'Шевченко',
      status: 'new',
      total: 1250.5,
      prepayment: 0,
      pay_method: 'iban',
    })
  })

  it('refuses values outside an enumeration and bad kinds', () => {
    const result = createSchema(RESOURCES.products).safeParse({
      title_uk: 'Чохол',
      type: 'socks',
      price: 'дорого',
      quantity: 1.5,
      category_id: -3,
    })
    expect(errorsOf(result)).toEqual({
      type: [MSG.notInList],
      price: [MSG.money],
      quantity: [MSG.int],
      category_id: [MSG.ref],
    })
  })

  it('accepts numeric enum values sent as numbers and dates in the shown form', () => {
    const task = createSchema(RESOURCES.tasks).parse({ title: 'Т', status: -1 })
    expect(task.status).toBe('-1')
    const flow = createSchema(RESOURCES.cash_flows).parse({ amount: 5, date: '31.12.2025' })
    expect(flow.date).toBe('2025-12-31')
    expect(
      createSchema(RESOURCES.cash_flows).safeParse({ amount: 5, date: '31.02.2025' }).success,
    ).toBe(false)
  })

  it('needs id and version on update and changes only what is given', () => {
    const schema = updateSchema(RESOURCES.orders)
    expect(errorsOf(schema.safeParse({ status: 'sent' }))).toEqual({
      id: [MSG.required],
      version: [MSG.required],
    })
    expect(schema.parse({ id: '7', version: 2, status: 'sent' })).toEqual({
      id: 7,
      version: 2,
      status: 'sent',
    })
    expect(errorsOf(schema.safeParse({ id: 7, version: 2, phone: '' }))).toEqual({
      phone: [MSG.required],
    })
  })

  it('chooses create or update by the presence of id', () => {
    const store = storeSchema(RESOURCES.settings)
    expect(store.parse({ key: 'delivery', value: '1' })).toEqual({
      key: 'delivery',
      type: 'string',
      value: '1',
      title: '',
    })
    expect(store.parse({ id: 3, version: 1, value: '2' })).toEqual({
      id: 3,
      version: 1,
      value: '2',
    })
  })

  it('never accepts secret or read-only columns, but takes the virtual password', () => {
    const result = createSchema(RESOURCES.users).parse({
      login: 'olena',
      name: 'Олена',
      password: 'secret-pass',
      password_hash: 'forged',
    })
    expect(result).toEqual({
      login: 'olena',
      name: 'Олена',
      access: 1,
      active: true,
      password: 'secret-pass',
    })
    expect(errorsOf(createSchema(RESOURCES.users).safeParse({ login: 'a', name: 'b' }))).toEqual({
      password: [MSG.required],
    })
    const short = createSchema(RESOURCES.users).safeParse({ login: 'a', name: 'b', password: '1' })
    expect(errorsOf(short)).toEqual({ password: [MSG.minLength(8)] })
    expect(updateSchema(RESOURCES.users).parse({ id: 1, version: 1, password: '' })).toEqual({
      id: 1,
      version: 1,
    })
  })

  it('filters only by declared fields, values checked, lists and nulls allowed', () => {
    const schema = filterSchema(RESOURCES.orders)
    expect(schema.parse({ status: ['new', 'sent'], user_id: null, id: '12' })).toEqual({
      status: ['new', 'sent'],
      user_id: null,
      id: 12,
    })
    expect(errorsOf(schema.safeParse({ comment: 'x', status: 'lost' }))).toEqual({
      comment: [MSG.unknownFilter],
      status: [MSG.notInList],
    })
  })

  it('gives a new form the declared defaults', () => {
    expect(defaultsOf(RESOURCES.tasks)).toEqual({ status: '0', mark: 'default' })
  })

  it('stores phones in the national form and refuses others', () => {
    const schema = createSchema(RESOURCES.calls)
    expect(schema.parse({ phone: '380671234567' }).phone).toBe('0671234567')
    expect(errorsOf(schema.safeParse({ phone: '12345' }))).toEqual({ phone: [MSG.phone] })
  })
})
