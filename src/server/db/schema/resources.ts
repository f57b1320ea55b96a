import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type PgBooleanBuilderInitial,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgNumericNumberBuilderInitial,
  type PgTextBuilderInitial,
  type PgTimestampBuilderInitial,
} from 'drizzle-orm/pg-core'
import type { $Type, HasDefault, NotNull } from 'drizzle-orm'
// Relative, not `@shared/...`: drizzle-kit loads this file without the build's path aliases.
import { RESOURCES, type TableName } from '../../../shared/resources/registry'
import type { EnumName, EnumValue } from '../../../shared/resources/enums'
import type { FieldDef, ResourceDef } from '../../../shared/resources/types'
import { columnFields } from '../../../shared/resources/validation'
import { systemColumns } from './system-columns'

/**
 * References are plain integers without foreign keys: deleting a product never blocks on, or
 * erases, the orders that name it. Declared children (order items) are deleted with their
 * parent by the API, in the same transaction.
 *
 * The shop's data tables, derived from the resource registry: one column per declared field
 * (virtual fields excluded), the system columns, and the indexes the lists need. Nothing here
 * names a field; the registry is the only place a field is written. The columns' TypeScript
 * types are derived from the same declarations (`ColumnsOf`), so queries are typed too.
 */

type Text = PgTextBuilderInitial<'', [string, ...string[]]>

/** The column builder a field's kind makes (`columnOf` below builds the same at run time). */
type BuilderOf<F extends FieldDef> = F extends { kind: 'enum'; enum: infer E extends EnumName }
  ? $Type<Text, EnumValue<E>>
  : F['kind'] extends 'string' | 'text' | 'phone'
    ? Text
    : F['kind'] extends 'int' | 'ref'
      ? PgIntegerBuilderInitial<''>
      : F['kind'] extends 'money'
        ? PgNumericNumberBuilderInitial<''>
        : F['kind'] extends 'bool'
          ? PgBooleanBuilderInitial<''>
          : F['kind'] extends 'date'
            ? PgDateStringBuilderInitial<''>
            : F['kind'] extends 'datetime'
              ? PgTimestampBuilderInitial<''>
              : PgJsonbBuilderInitial<''>

type HasValueDefault<F> = F extends { default: string | number | boolean } ? true : false

/** Required fields and fields with a default are `not null`; a default makes it optional on insert. */
type ColumnOf<F extends FieldDef> =
  HasValueDefault<F> extends true
    ? HasDefault<NotNull<BuilderOf<F>>>
    : F extends { required: true }
      ? NotNull<BuilderOf<F>>
      : BuilderOf<F>

/** A declaration's columns: the system columns and every stored (non-virtual) field. */
type ColumnsOf<Fields extends Record<string, FieldDef>> = ReturnType<typeof systemColumns> & {
  [K in keyof Fields as Fields[K] extends { virtual: true } ? never : K]: ColumnOf<Fields[K]>
}

function columnOf(name: string, field: FieldDef): PgColumnBuilderBase {
  const base = (() => {
    switch (field.kind) {
      case 'string':
      case 'text':
      case 'phone':
      case 'enum':
        // Lengths and enum values are checked by validation; `text` keeps migrations simple.
        return text(name)
      case 'int':
      case 'ref':
        return integer(name)
      case 'money':
        return numeric(name, { precision: 12, scale: 2, mode: 'number' })
      case 'bool':
        return boolean(name)
      case 'date':
        return date(name, { mode: 'string' })
      case 'datetime':
        return timestamp(name, { withTimezone: true })
      case 'json':
        return jsonb(name)
    }
  })()
  const hasDefault = field.default !== undefined && field.default !== null
  const notNull = field.required || hasDefault ? base.notNull() : base
  // Defaults live in the database too, so a row written by hand or by SQL still gets them.
  return hasDefault ? notNull.default(field.default as never) : notNull
}

function tableOf<N extends TableName>(name: N) {
  const def: ResourceDef = RESOURCES[name]
  const fields = columnFields(def)
  const columns: Record<string, PgColumnBuilderBase> = { ...systemColumns() }
  for (const [column, field] of fields) columns[column] = columnOf(column, field)

  // The one cast: `columns` is built from the same declarations `ColumnsOf` reads.
  const typed = columns as unknown as ColumnsOf<(typeof RESOURCES)[N]['fields']>
  return pgTable(RESOURCES[name].table as N, typed, (t) => {
    const byName = t as unknown as Record<string, PgColumn | undefined>
    const col = (column: string) => {
      const c = byName[column]
      if (!c) throw new Error(`${def.table}.${column} is not a column`)
      return c
    }
    const extras = []
    for (const [column, field] of fields) {
      const key = `${def.table}_${column}`
      if (field.unique) {
        extras.push(uniqueIndex(`${key}_unique`).on(col(column)))
      } else if (field.filter || field.index || field.search === 'exact') {
        // With `id` after the value: a filtered page sorted by the default `-id` reads the index.
        extras.push(index(`${key}_idx`).on(col(column), col('id')))
      }
      if (field.search === 'title') {
        // Case-insensitive prefix search (`lower(x) like 'term%'`).
        extras.push(index(`${key}_lower_idx`).on(sql`lower(${col(column)}) text_pattern_ops`))
      }
    }
    if (def.createdIndex) extras.push(index(`${def.table}_created_at_idx`).on(col('created_at')))
    for (const columns of def.indexes ?? []) {
      const [first, ...rest] = columns.map(col)
      if (first) extras.push(index(`${def.table}_${columns.join('_')}_idx`).on(first, ...rest))
    }
    for (const columns of def.uniqueIndexes ?? []) {
      const [first, ...rest] = columns.map(col)
      if (first) {
        extras.push(uniqueIndex(`${def.table}_${columns.join('_')}_unique`).on(first, ...rest))
      }
    }
    return extras
  })
}

// One export per table, as drizzle-kit reads tables from this module's exports;
// `RESOURCE_TABLES` fails the start if any table is missing.
export const users = tableOf('users')
export const settings = tableOf('settings')
export const categories = tableOf('categories')
export const products = tableOf('products')
export const orders = tableOf('orders')
export const order_items = tableOf('order_items')
export const calls = tableOf('calls')
export const orders_images = tableOf('orders_images')
export const payments = tableOf('payments')
export const cart = tableOf('cart')
export const attributes = tableOf('attributes')
export const filters = tableOf('filters')
export const prom_products = tableOf('prom_products')
export const inventory = tableOf('inventory')
export const reviews = tableOf('reviews')
export const articles = tableOf('articles')
export const seo = tableOf('seo')
export const action_logs = tableOf('action_logs')
export const parsers = tableOf('parsers')
export const sms = tableOf('sms')
export const ttns = tableOf('ttns')
export const tasks = tableOf('tasks')
export const cash_flows = tableOf('cash_flows')
export const packing_sessions = tableOf('packing_sessions')
export const import_runs = tableOf('import_runs')
export const marketplace_orders = tableOf('marketplace_orders')
export const stock_movements = tableOf('stock_movements')
