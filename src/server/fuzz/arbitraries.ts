import fc from 'fast-check'
import type { z } from 'zod'
import type { listQuerySchema } from '@shared/contract/http'
import { ENUMS } from '@shared/resources/enums'
import type { FieldDef, ResourceDef } from '@shared/resources/types'
import { filterFields, writableFields } from '@shared/resources/validation'

/**
 * Payloads for the fuzz suite, derived from the registry's declarations and the contract's zod
 * schemas, so a new table, field or route is fuzzed without anyone writing its payloads. Each
 * generator mixes values the server should accept (so handlers, reference checks and the
 * database are reached) with the shapes an attacker sends: prototype keys, NUL characters,
 * dates outside any calendar, huge numbers and arrays, wrong types and deep nesting.
 */

/** Keys that poison a plain object used as a map, and one that looks like a column. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

/** Sets `key` as an own, enumerable property even when it is `__proto__`. */
export function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
  return target
}

/** A body sent as this exact text (JSON nested deeper than `JSON.stringify` can write). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `[[[...]]]` nested `depth` deep, as text. */
export function deepJsonText(depth: number): RawJson {
  return new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
}

/** Nested `[[[...]]]` this deep: more than the JSON and jsonb paths are usually tried with. */
export function deepArray(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** Nested `{"a":{"a":...}}`. */
export function deepObject(depth: number): unknown {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

const hostileStrings = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '9'.repeat(40),
  '-9223372036854775809',
  '2147483648',
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2025-02-30',
  '31.12.0001',
  '2025-13-01T25:61:00Z',
  '1900-01-01T00:00:00+14:00',
  '2200-12-31T23:59:59-12:00',
  "'; drop table orders; --",
  '%',
  '_',
  '\\',
  '**',
  '****',
  '  ',
  '__proto__',
  'constructor',
  '-constructor',
  'toString',
  '••••1234',
  'ą'.repeat(256),
  'x'.repeat(100_001),
)

/** Any string a client can send, from empty to longer than any column. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 250, maxLength: 1200 }) },
  { weight: 3, arbitrary: hostileStrings },
)

/** Numbers JSON can carry, including ones no column holds. */
export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 10 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    5e-324,
    -0,
    0.5,
    9_999_999_999.995,
  ),
)

/**
 * A list just over the filter bound (`{status: [...]}`). The 65,535-value list the probe sent
 * is among the reported payloads every route gets once (`./routes.ts`); drawing it at random
 * too would only slow the run.
 */
export const hugeArray: fc.Arbitrary<unknown[]> = fc.oneof(
  fc.constant(Array.from({ length: 1001 }, (_, i) => i + 1)),
  fc.constant(Array.from({ length: 1001 }, () => 'a\u0000')),
)

/** An object keyed by prototype names and arbitrary strings. */
const hostileKey = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 }))

/** Any JSON value, nested a few levels, plus a few very deep ones. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    anyNumber,
    anyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
      .map((pairs) => pairs.reduce((o, [k, v]) => withKey(o, k, v), {})),
    fc.constantFrom(deepArray(1000), deepObject(1000), deepArray(20)),
  ),
})).value

/** Values a field of this kind accepts, so the fuzzer also gets past validation. */
function validValue(field: FieldDef, refIds: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'string':
      // Letters only, so unique values rarely collide and required ones are never blank.
      return fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzабвгґдеєжзиіїйклмнопрстуфхцчшщьюя'),
        minLength: Math.max(field.min ?? 1, 1),
        maxLength: Math.min(field.max ?? 40, 40),
      })
    case 'text':
      return fc.string({ maxLength: 60 })
    case 'int':
      return fc.integer({ min: field.min ?? -100, max: field.max ?? 1000 })
    case 'ref':
      return refIds
    case 'money':
      return fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.constant('1 234,50'))
    case 'bool':
      return fc.constantFrom(true, false, 'true', '0', 1)
    case 'enum':
      return fc.constantFrom(...ENUMS[field.enum])
    case 'date':
      return fc
        .date({ min: new Date('1890-01-01'), max: new Date('2210-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10))
    case 'datetime':
      return fc
        .date({ min: new Date('1890-01-01'), max: new Date('2210-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString())
    case 'phone':
      return fc.constantFrom('0671234567', '+380 50 318 22 07', '380931112233')
    case 'json':
      return fc.oneof(fc.constant({ note: 'зміна' }), fc.constant([1, 2]))
  }
}

/** Small ids, most of which exist once a few rows are stored. */
export const smallId = fc.integer({ min: 1, max: 6 })

/** A value for this field: usually plausible, often hostile, sometimes of another type. */
export function fieldValue(field: FieldDef): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: validValue(field, smallId) },
    { weight: 3, arbitrary: anyString },
    { weight: 2, arbitrary: anyNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, '', [], {}) },
    { weight: 1, arbitrary: anyJson },
  )
}

/** Extra keys beside the declared ones: prototype names and junk. */
const extraKeys = fc
  .array(fc.tuple(hostileKey, anyJson), { maxLength: 3 })
  .map((pairs) => pairs.reduce((o, [k, v]) => withKey(o, k, v), {} as Record<string, unknown>))

function merge(...parts: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const part of parts) for (const key of Object.keys(part)) withKey(out, key, part[key])
  return out
}

/** Whole bodies that are not objects at all. */
const notAnObject = fc.oneof(
  fc.constant(null),
  anyString,
  anyNumber,
  fc.array(anyJson, { maxLength: 3 }),
)

/** An object with some of `keys`, each from its own arbitrary, plus junk keys. */
function someOf(
  shape: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), extraKeys)
    .map(([known, extra]) => merge(known as Record<string, unknown>, extra))
}

/**
 * `store`'s payload: a create, or an update of a small id with a plausible or hostile version.
 * Half are a valid record with one or two fields spoiled, so the spoiled value is what decides
 * and the writes that pass reach reference checks, unique indexes and version checks.
 */
export function storeBody(def: ResourceDef): fc.Arbitrary<unknown> {
  const fields = writableFields(def)
  const shape: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, field] of fields) shape[name] = fieldValue(field)
  const key = fc.oneof({ weight: 3, arbitrary: smallId }, { weight: 1, arbitrary: anyJson })
  shape.id = key
  shape.version = key
  const valid: Record<string, fc.Arbitrary<unknown>> = {}
  // The suite seeds two rows per table: ids 1 and 2 exist.
  const seeded = fc.integer({ min: 1, max: 2 })
  for (const [name, field] of fields) valid[name] = validValue(field, seeded)
  const spoiled = fc
    .tuple(
      fc.record(valid),
      fc.option(fc.record({ id: seeded, version: fc.integer({ min: 1, max: 3 }) })),
      fc.array(fc.constantFrom(...Object.keys(shape)), { maxLength: 2 }),
      fc.array(fieldValue({ kind: 'string' }), { minLength: 2, maxLength: 2 }),
    )
    .map(([record, update, names, values]) => {
      const body = merge(record, update ?? {})
      names.forEach((name, i) => withKey(body, name, values[i]))
      return body
    })
  return fc.oneof(
    { weight: 6, arbitrary: someOf(shape) },
    { weight: 6, arbitrary: spoiled },
    { weight: 1, arbitrary: notAnObject },
  )
}

/** A list query (`listQuerySchema`) whose filter, search and sort come from the declaration. */
export function listBody(def: ResourceDef): fc.Arbitrary<unknown> {
  const filterShape: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, field] of filterFields(def)) {
    filterShape[name] = fc.oneof(
      { weight: 4, arbitrary: fieldValue(field) },
      { weight: 2, arbitrary: fc.array(fieldValue(field), { maxLength: 5 }) },
      { weight: 1, arbitrary: hugeArray },
    )
  }
  const columns = ['id', 'version', 'created_at', ...Object.keys(def.fields)]
  const sort = fc.oneof(
    fc.constantFrom(...columns, ...columns.map((c) => `-${c}`)),
    anyString,
    anyNumber,
  )
  const search = fc.oneof(anyString, fc.constantFrom('1', '0671234567', 'a**'))
  const day = fc.constantFrom('2026-01-01', '2026-02-30', '1999-12-31', '2100-12-31', '2026-1-1')
  const query: Record<keyof z.infer<typeof listQuerySchema>, fc.Arbitrary<unknown>> = {
    filter: fc.oneof(
      { weight: 5, arbitrary: someOf(filterShape) },
      { weight: 1, arbitrary: anyJson },
    ),
    search,
    // Periods of any column, real days and impossible ones (30 February), or anything at all.
    range: fc.oneof(
      {
        weight: 5,
        arbitrary: fc.dictionary(
          fc.oneof(fc.constantFrom(...columns), anyString),
          fc.record(
            { from: fc.oneof(day, anyString), to: fc.oneof(day, anyString) },
            { requiredKeys: [] },
          ),
          { maxKeys: 5 },
        ),
      },
      { weight: 1, arbitrary: anyJson },
    ),
    sort,
    page: fc.oneof(fc.integer({ min: 1, max: 3 }), anyNumber, anyString),
    per_page: fc.oneof(fc.integer({ min: 1, max: 500 }), anyNumber, anyString),
  }
  return fc.oneof({ weight: 12, arbitrary: someOf(query) }, { weight: 1, arbitrary: notAnObject })
}

/**
 * A body for a route that declares its schema as a zod object: each key gets a string, number or
 * hostile value (nested objects where the schema has arrays or objects).
 */
export function objectBody(schema: z.ZodObject): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {}
  for (const key of Object.keys(schema.shape)) {
    shape[key] = fc.oneof(
      anyString,
      anyNumber,
      anyJson,
      fc.array(
        fc
          .record({ ttn: anyString, phone: anyString }, { requiredKeys: [] })
          .map((o) => o as unknown),
        { maxLength: 3 },
      ),
      fc.constant(Array.from({ length: 101 }, () => ({ ttn: '20450000000000' }))),
    )
  }
  return fc.oneof({ weight: 12, arbitrary: someOf(shape) }, { weight: 1, arbitrary: notAnObject })
}

/** A body for a route nothing is known about: any JSON. */
export const anyBody: fc.Arbitrary<unknown> = fc.oneof(someOf({}), anyJson, notAnObject)

/** A path segment: plausible ids and statuses, numbers of every size, and hostile text. */
export const anySegment: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: smallId.map(String) },
    { weight: 2, arbitrary: fc.constantFrom('0', '1', '-1', '2', 'Київ', 'a'.repeat(36)) },
    { weight: 2, arbitrary: anyNumber.map(String) },
    { weight: 3, arbitrary: anyString },
  )
  .map((s) => s.slice(0, 300))
