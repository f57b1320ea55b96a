import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RESOURCE_DEFS } from '@shared/resources/registry'
import type { FieldDef } from '@shared/resources/types'
import { columnFields } from '@shared/resources/validation'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'

interface ColumnInfo extends Record<string, unknown> {
  table_name: string
  column_name: string
  data_type: string
  is_nullable: 'YES' | 'NO'
  column_default: string | null
  numeric_precision: number | null
  numeric_scale: number | null
}

const SQL_TYPE: Record<FieldDef['kind'], string> = {
  string: 'text',
  text: 'text',
  phone: 'text',
  enum: 'text',
  int: 'integer',
  ref: 'integer',
  money: 'numeric',
  bool: 'boolean',
  date: 'date',
  datetime: 'timestamp with time zone',
  json: 'jsonb',
}

const SYSTEM = {
  id: { data_type: 'integer', is_nullable: 'NO' },
  version: { data_type: 'integer', is_nullable: 'NO', column_default: '1' },
  created_at: { data_type: 'timestamp with time zone', is_nullable: 'NO' },
  updated_at: { data_type: 'timestamp with time zone', is_nullable: 'NO' },
}

const tables = RESOURCE_DEFS

describe.each(testDatabases())('the migrated database and the registry agree on %s', (kind) => {
  const t = useTestServer(kind)

  const columns = () =>
    queryRows<ColumnInfo>(
      t.db,
      sql`select table_name, column_name, data_type, is_nullable, column_default,
                 numeric_precision, numeric_scale
          from information_schema.columns where table_schema = current_schema()`,
    )
  const indexes = () =>
    queryRows<{ tablename: string; indexname: string; indexdef: string }>(
      t.db,
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()`,
    )

  it.each(tables)('$table: the same columns, types, nullability and defaults', async (def) => {
    const found = (await columns()).filter((c) => c.table_name === def.table)
    const byName = new Map(found.map((c) => [c.column_name, c]))
    const declared = columnFields(def)
    expect([...byName.keys()].sort()).toEqual(
      [...Object.keys(SYSTEM), ...declared.map(([n]) => n)].sort(),
    )
    for (const [name, expected] of Object.entries(SYSTEM)) {
      expect(byName.get(name), name).toMatchObject(expected)
    }
    for (const [name, field] of declared) {
      const c = byName.get(name)!
      const hasDefault = field.default !== undefined && field.default !== null
      expect(c.data_type, `${def.table}.${name} type`).toBe(SQL_TYPE[field.kind])
      expect(c.is_nullable, `${def.table}.${name} nullable`).toBe(
        field.required || hasDefault ? 'NO' : 'YES',
      )
      if (field.kind === 'money') expect([c.numeric_precision, c.numeric_scale]).toEqual([12, 2])
      if (hasDefault) {
        // Postgres spells defaults as literals: 'new'::text, 0, true.
        const literal = String(c.column_default).replace(/^'(.*)'::\w+$/, '$1')
        expect(literal, `${def.table}.${name} default`).toBe(String(field.default))
      } else {
        expect(c.column_default, `${def.table}.${name} default`).toBeNull()
      }
    }
  })

  it('keeps the row count of every data table by triggers', async () => {
    const triggers = await queryRows<{
      trigger_name: string
      event_object_table: string
      event_manipulation: string
    }>(
      t.db,
      sql`select trigger_name, event_object_table, event_manipulation
          from information_schema.triggers where trigger_schema = current_schema()`,
    )
    for (const def of tables) {
      // Only the row-count triggers (`orders_count_inserted`); orders also keep their
      // per-status counts (`order_status_counts_*`, migration 0005).
      const events = triggers.filter(
        (tr) =>
          tr.event_object_table === def.table && tr.trigger_name.startsWith(`${def.table}_count_`),
      )
      expect(events.map((e) => e.event_manipulation).sort(), def.table).toEqual([
        'DELETE',
        'INSERT',
      ])
    }
  })

  it.each(tables)('$table: indexes for unique, filterable and searchable fields', async (def) => {
    const defs = (await indexes()).filter((i) => i.tablename === def.table).map((i) => i.indexdef)
    const leading = (column: string) =>
      defs.some((d) => new RegExp(`\\(\\s*"?${column}"?[,)\\s]`).test(d))
    for (const [name, field] of columnFields(def)) {
      if (field.unique) {
        expect(
          defs.some((d) => /UNIQUE/.test(d) && d.includes(`(${name})`)),
          `${def.table}.${name} unique`,
        ).toBe(true)
      }
      if (field.filter || field.index || field.search === 'exact') {
        expect(leading(name), `${def.table}.${name} index`).toBe(true)
      }
      if (field.search === 'title') {
        expect(
          defs.some((d) => d.includes(`lower(${name})`)),
          `${def.table}.${name} lower() index`,
        ).toBe(true)
      }
    }
  })

  it.each(tables.filter((def) => def.indexes?.length))(
    '$table: the declared indexes over several columns, columns in order',
    async (def) => {
      const defs = (await indexes()).filter((i) => i.tablename === def.table).map((i) => i.indexdef)
      for (const columns of def.indexes ?? []) {
        expect(defs, columns.join(', ')).toContainEqual(
          expect.stringContaining(`(${columns.join(', ')})`),
        )
      }
    },
  )
})
