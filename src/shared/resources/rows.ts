import { z } from 'zod'
import type { EnumName, EnumValue } from './enums'
import { RESOURCES, type TableName } from './registry'
import type { FieldDef, ResourceDef } from './types'
import { publicFields } from './validation'

/**
 * A table's row and input types, derived from its declaration the way its database columns are
 * (`ColumnsOf` in `src/server/db/schema/resources.ts`): the one declaration gives the columns,
 * the route answers, the renderer's queries and the forms their types.
 *
 * - `RowOf<'orders'>`: a record as the generic routes answer it: the system columns and every
 *   public field (not secret, not virtual), in wire form (instants and days as strings, money as
 *   a number, an enum as its values). A field that is required or has a default is never null.
 * - `InputOf<'orders'>`: what `store` takes: the fields a client may write (not read-only, not
 *   set by the server), each optional (the server fills defaults and checks what is required),
 *   with `id` and `version` for an edit.
 */

type FieldsOf<T extends TableName> = (typeof RESOURCES)[T]['fields']

/** A field's value on the wire. */
export type WireOf<F> = F extends { kind: 'enum'; enum: infer E extends EnumName }
  ? EnumValue<E>
  : F extends { kind: 'int' | 'ref' | 'money' }
    ? number
    : F extends { kind: 'bool' }
      ? boolean
      : F extends { kind: 'json' }
        ? unknown
        : string

type NeverNull<F> = F extends { required: true }
  ? true
  : F extends { default: string | number | boolean }
    ? true
    : false

type Hidden<F> = F extends { secret: true } ? true : F extends { virtual: true } ? true : false

type Writable<F> = F extends { readOnly: true }
  ? false
  : F extends { author: true }
    ? false
    : F extends { virtual: true }
      ? true
      : F extends { secret: true }
        ? false
        : true

/** The system columns as the routes send them. */
export type SystemRow = {
  id: number
  version: number
  /** Absent from the few answers that leave them out (a row a hook built). */
  created_at?: string
  updated_at?: string
}

export type RowOf<T extends TableName> = SystemRow & {
  -readonly [K in keyof FieldsOf<T> as Hidden<FieldsOf<T>[K]> extends true ? never : K]: NeverNull<
    FieldsOf<T>[K]
  > extends true
    ? WireOf<FieldsOf<T>[K]>
    : WireOf<FieldsOf<T>[K]> | null
}

export type InputOf<T extends TableName> = { id?: number | null; version?: number } & {
  -readonly [K in keyof FieldsOf<T> as Writable<FieldsOf<T>[K]> extends true ? K : never]?: WireOf<
    FieldsOf<T>[K]
  > | null
}

/** A field's value as an answer is checked: its wire type, or nothing. */
function wireSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'int':
    case 'ref':
    case 'money':
      return z.number().nullish()
    case 'bool':
      return z.boolean().nullish()
    case 'json':
      return z.unknown()
    default:
      return z.string().nullish()
  }
}

const cache = new Map<string, z.ZodType>()

/**
 * The schema a record of this table is parsed with: the system columns and each public field
 * of its declared kind. Nulls pass (a hook may leave a column out of a row it presents); other
 * keys pass through (a hook may add one).
 */
export function rowSchemaOf<T extends TableName>(table: T): z.ZodType<RowOf<T>> {
  const known = cache.get(table)
  if (known) return known as z.ZodType<RowOf<T>>
  const def: ResourceDef = RESOURCES[table]
  const shape: Record<string, z.ZodType> = {}
  for (const [name, field] of publicFields(def)) shape[name] = wireSchema(field)
  const schema = z
    .looseObject({
      ...shape,
      id: z.number(),
      version: z.number(),
      created_at: z.string().optional(),
      updated_at: z.string().optional(),
    })
    .transform((row) => row as RowOf<T>)
  cache.set(table, schema)
  return schema
}
