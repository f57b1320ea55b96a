import { getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { RESOURCES, type TableName } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { publicFields } from '@shared/resources/validation'
import * as schema from '../db/schema'

/** A registry table with its Drizzle table and the columns the API may touch. */
export interface ResourceTable {
  def: ResourceDef
  table: PgTable
  columns: Record<string, PgColumn>
  /** Columns a client may see: system columns and non-secret fields. */
  publicColumns: Record<string, PgColumn>
  /** The system columns every table has, typed (no lookup by name). */
  id: PgColumn
  version: PgColumn
}

function lookup(name: TableName): ResourceTable {
  const table = (schema as Record<string, unknown>)[name] as PgTable | undefined
  if (!table) throw new Error(`the database schema has no table "${name}"`)
  const def: ResourceDef = RESOURCES[name]
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const visible = new Set([
    'id',
    'version',
    'created_at',
    'updated_at',
    ...publicFields(def).map(([n]) => n),
  ])
  const publicColumns = Object.fromEntries(Object.entries(columns).filter(([n]) => visible.has(n)))
  const system = (n: 'id' | 'version') => {
    const c = columns[n]
    if (!c) throw new Error(`the database table "${name}" has no ${n} column`)
    return c
  }
  return { def, table, columns, publicColumns, id: system('id'), version: system('version') }
}

/** Every table of the registry, resolved once at start (a missing one fails the start, loudly). */
export const RESOURCE_TABLES: Record<TableName, ResourceTable> = Object.fromEntries(
  (Object.keys(RESOURCES) as TableName[]).map((name) => [name, lookup(name)]),
) as Record<TableName, ResourceTable>

export function column(rt: ResourceTable, name: string): PgColumn {
  const c = Object.hasOwn(rt.columns, name) ? rt.columns[name] : undefined
  if (!c) throw new Error(`${rt.def.table}.${name} is not a column`)
  return c
}
