import { describe, expect, expectTypeOf, it } from 'vitest'
import type { EnumValue } from './enums'
import { rowSchemaOf, type InputOf, type RowOf } from './rows'

describe('row and input types from the declarations', () => {
  it('types a row by its fields: enums, money, nullability, no secrets', () => {
    expectTypeOf<RowOf<'orders'>['id']>().toEqualTypeOf<number>()
    expectTypeOf<RowOf<'orders'>['total']>().toEqualTypeOf<number>()
    expectTypeOf<RowOf<'orders'>['status']>().toEqualTypeOf<EnumValue<'order_status'>>()
    expectTypeOf<RowOf<'orders'>['comment']>().toEqualTypeOf<string | null>()
    expectTypeOf<RowOf<'users'>>().not.toHaveProperty('password_hash')
    expectTypeOf<RowOf<'users'>>().not.toHaveProperty('password')
    expectTypeOf<InputOf<'users'>>().toHaveProperty('password')
    expectTypeOf<InputOf<'packing_sessions'>>().not.toHaveProperty('ticks')
  })

  it('parses a record by its declared kinds and refuses a wrong one', () => {
    const schema = rowSchemaOf('ttns')
    const at = { created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' }
    const row = { id: 1, version: 1, ...at, ttn: '20450000000000', cost: 70 }
    expect(schema.parse(row).ttn).toBe('20450000000000')
    expect(schema.safeParse({ ...row, cost: 'seventy' }).success).toBe(false)
    expect(schema.safeParse({ ...row, id: '1' }).success).toBe(false)
  })
})
