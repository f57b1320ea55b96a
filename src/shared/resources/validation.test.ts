import { describe, expect, it } from 'vitest'
import { RESOURCES } from './registry'
import type { ResourceDef } from './types'
import { MSG } from './messages'
import {
  createSchema,
  defaultsOf,
  fieldErrors,
  filterSchema,
  storeSchema,
  updateSchema,
} from './validation'
import { parseValue } from './values'

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
      delivery_method: 'nova_poshta',
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
    expect(errorsOf(short)).toEqual({ password: [MSG.minLength(10)] })
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

  it('builds the filter schema once per table, each table its own', () => {
    expect(filterSchema(RESOURCES.orders)).toBe(filterSchema(RESOURCES.orders))
    expect(filterSchema(RESOURCES.products)).not.toBe(filterSchema(RESOURCES.orders))
    // The products' schema does not take the orders' fields.
    expect(errorsOf(filterSchema(RESOURCES.products).safeParse({ status: 'new' }))).toEqual({
      status: [MSG.unknownFilter],
    })
  })

  it('takes a period of days as two filters, each end one day', () => {
    const schema = filterSchema(RESOURCES.orders)
    expect(schema.parse({ created_at_from: '01.11.2026', created_at_to: '2026-11-07' })).toEqual({
      created_at_from: '2026-11-01',
      created_at_to: '2026-11-07',
    })
    expect(
      errorsOf(
        schema.safeParse({
          created_at_from: ['2026-11-01', '2026-11-02'],
          created_at_to: null,
          updated_at_from: '2026-11-01',
        }),
      ),
    ).toEqual({
      created_at_from: [MSG.oneDay],
      created_at_to: [MSG.oneDay],
      updated_at_from: [MSG.unknownFilter],
    })
    expect(errorsOf(schema.safeParse({ created_at_to: '31.02.2026' }))).toEqual({
      created_at_to: [MSG.date],
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

describe('malformed input is a field error, never a crash or a value PostgreSQL refuses', () => {
  it('gathers errors under client-chosen keys such as constructor and __proto__', () => {
    const filter = JSON.parse('{"constructor": null, "__proto__": 1, "toString": 2}') as unknown
    const result = filterSchema(RESOURCES.orders).safeParse(filter)
    const errors = errorsOf(result)
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype)
    // zod's record leaves `__proto__` out; the others are refused as unknown filters.
    expect(Object.keys(errors).sort()).toEqual(['constructor', 'toString'])
    expect(Object.getOwnPropertyDescriptor(errors, 'constructor')?.value).toEqual([
      MSG.unknownFilter,
    ])
  })

  it('refuses NUL and lone surrogates in every kind of field, and in filters', () => {
    const errors = errorsOf(
      createSchema(RESOURCES.orders).safeParse({
        phone: '0671234567',
        surname: 'a\u0000b',
        comment: 'x\ud800',
      }),
    )
    expect(errors).toEqual({ surname: [MSG.badChar], comment: [MSG.badChar] })
    const filter = errorsOf(filterSchema(RESOURCES.orders).safeParse({ status: ['new\u0000'] }))
    expect(filter).toEqual({ status: [MSG.badChar] })
  })

  it('bounds dates and instants to the years 1900-2200', () => {
    const range = MSG.yearRange(1900, 2200)
    const def = RESOURCES.parsers
    const at = (last_run_at: string) =>
      errorsOf(createSchema(def).safeParse({ ...validParser, last_run_at })).last_run_at
    expect(at('0000-01-01T00:00:00Z')).toEqual([range])
    expect(at('2201-01-01T00:00:00Z')).toEqual([range])
    expect(at('1900-01-01T00:00:00Z')).toBeUndefined()
    const day = (date: string) =>
      errorsOf(createSchema(RESOURCES.cash_flows).safeParse({ amount: 1, date })).date
    expect(day('1899-12-31')).toEqual([range])
    expect(day('31.12.2200')).toBeUndefined()
  })

  it('refuses json nested deeper than 32 levels or holding NUL', () => {
    let deep: unknown = 1
    for (let i = 0; i < 40; i++) deep = [deep]
    const json = (value: unknown) => parseValue({ kind: 'json' }, value)
    expect(json(deep)).toEqual({ ok: false, message: MSG.jsonTooDeep(32) })
    expect(json({ ['k\u0000']: 1 })).toEqual({ ok: false, message: MSG.badChar })
    expect(json({ a: [1, { b: 'ok' }] })).toEqual({ ok: true, value: { a: [1, { b: 'ok' }] } })
  })
})

/** A parser a create accepts, to change one field of. */
const validParser = Object.fromEntries(
  Object.entries(defaultsOf(RESOURCES.parsers)).concat(
    Object.entries((RESOURCES.parsers as ResourceDef).fields)
      .filter(([, f]) => f.required && f.default === undefined && f.kind === 'string')
      .map(([n]) => [n, 'Парсер']),
  ),
)
