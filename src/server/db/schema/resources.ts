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
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core'
// Relative, not `@shared/...`: drizzle-kit loads this file without the build's path aliases.
import { RESOURCES, type TableName } from '../../../shared/resources/registry'
import type { FieldDef, ResourceDef } from '../../../shared/resources/types'
import { columnFields } from '../../../shared/resources/validation'
import { systemColumns } from './core'

/**
 * References are plain integers without foreign keys: deleting a product never blocks on, or
 * erases, the orders that name it. Declared children (order items) are deleted with their
 * parent by the API, in the same transaction.
 *
 * The shop's data tables, derived from the resource registry: one column per declared field
 * (virtual fields excluded), the system columns, and the indexes the lists need. Nothing here
 * names a field; the registry is the only place a field is written.
 */

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

function tableOf(name: TableName) {
  const def: ResourceDef = RESOURCES[name]
  const fields = columnFields(def)
  const columns: Record<string, PgColumnBuilderBase> = { ...systemColumns() }
  for (const [column, field] of fields) columns[column] = columnOf(column, field)

  return pgTable(def.table, columns, (t) => {
    const col = (column: string) => {
      const c = t[column]
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
    return extras
  })
}

// One export per data table, as drizzle-kit reads tables from this module's exports. `users`
// and `settings` come from core.ts; `RESOURCE_TABLES` fails the start if any table is missing.
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
