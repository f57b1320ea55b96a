import { describe, expect, it } from 'vitest'
import { ENUMS } from './enums'
import { RESOURCES, RESOURCE_DEFS, getResource, isTableName } from './registry'
import { contractRoutes } from '../contract/map'
import { SYSTEM_FIELDS } from './types'
import { columnFields } from './validation'

const SPEC_TABLES = [
  'orders',
  'order_items',
  'calls',
  'products',
  'categories',
  'attributes',
  'filters',
  'articles',
  'reviews',
  'settings',
  'seo',
  'prom_products',
  'payments',
  'inventory',
  'cart',
  'action_logs',
  'parsers',
  'sms',
  'ttns',
  'tasks',
  'cash_flows',
  'orders_images',
  'users',
]

/**
 * Tables of our own beyond the spec's (written down in docs/choices.md): packing sessions
 *, the marketplace import's run log and order links, the stock movements.
 */
const OWN_TABLES = ['packing_sessions', 'import_runs', 'marketplace_orders', 'stock_movements']

/** Required fields the server fills on every write (see `src/server/resources/hooks.ts`). */
const SERVER_DERIVED = new Set(['users.password_hash', 'categories.title_full'])

describe('the registry', () => {
  it('declares every table the spec names, under its own name', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...SPEC_TABLES, ...OWN_TABLES].sort())
    for (const [name, def] of Object.entries(RESOURCES)) expect(def.table).toBe(name)
  })

  it.each(RESOURCE_DEFS)('$table refers only to what exists', (def) => {
    const columns = new Set<string>([...SYSTEM_FIELDS, ...Object.keys(def.fields)])
    for (const name of def.list) expect(columns, `${def.table}.list ${name}`).toContain(name)
    for (const name of def.form.flat()) expect(def.fields, `${def.table}.form`).toHaveProperty(name)
    expect(columns).toContain(def.sort.replace(/^-/, ''))
    expect(columns).toContain(def.titleField)
    for (const name of Object.keys(def.fields)) {
      expect(SYSTEM_FIELDS as readonly string[]).not.toContain(name)
      expect(name).toMatch(/^[a-z][a-z0-9_]*$/)
    }
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind === 'ref') expect(isTableName(field.table), `${def.table}.${name}`).toBe(true)
      if (field.kind === 'enum') {
        expect(ENUMS).toHaveProperty(field.enum)
        if (field.default !== undefined) {
          expect(ENUMS[field.enum] as readonly unknown[]).toContain(field.default)
        }
      }
      // A required column without a default must be writable, or nothing could create a row;
      // unless the server derives it on every write (a password's hash, a category's full title).
      if (field.required && field.default === undefined && !field.virtual) {
        const derived = SERVER_DERIVED.has(`${def.table}.${name}`)
        expect(field.readOnly && !def.readOnly && !derived, `${def.table}.${name}`).toBeFalsy()
      }
    }
    for (const child of def.children ?? []) {
      expect(getResource(child.table)?.fields[child.foreignKey]).toMatchObject({
        kind: 'ref',
        table: def.table,
      })
    }
  })

  it('keeps the users secret out of sight and the password out of the columns', () => {
    const users = RESOURCES.users
    expect(users.fields.password_hash).toMatchObject({ secret: true, readOnly: true })
    expect(columnFields(users).map(([n]) => n)).not.toContain('password')
  })

  it('filters by periods of days only on date and datetime columns, none clashing with a field', () => {
    for (const def of RESOURCE_DEFS) {
      for (const name of def.ranges ?? []) {
        const kind =
          name === 'created_at' || name === 'updated_at' ? 'datetime' : def.fields[name]?.kind
        expect(['date', 'datetime'], `${def.table}.${name}`).toContain(kind)
        for (const end of ['from', 'to']) expect(def.fields).not.toHaveProperty(`${name}_${end}`)
      }
    }
    expect(RESOURCES.orders.ranges).toEqual(['created_at'])
  })

  it('answers unknown tables with undefined, even for inherited names', () => {
    expect(getResource('orders')?.table).toBe('orders')
    expect(getResource('nope')).toBeUndefined()
    expect(getResource('toString')).toBeUndefined()
    expect(getResource('__proto__')).toBeUndefined()
  })

  it('lists the routes of every table and none of store/delete for read-only ones', () => {
    const routes = contractRoutes().map((r) => `${r.method} ${r.pattern}`)
    expect(routes).toContain('POST /api/ttns/get_ttns')
    expect(routes).toContain('POST /api/tasks/store')
    expect(routes).toContain('POST /api/tasks/set_status/:id/:status')
    expect(routes).toContain('DELETE /api/tasks/:id')
    expect(routes).toContain('POST /api/cash_flows/get_cash_flows')
    expect(routes).toContain('POST /api/action_logs/get_action_logs')
    expect(routes).not.toContain('POST /api/action_logs/store')
    expect(new Set(routes).size).toBe(routes.length)
  })
})
