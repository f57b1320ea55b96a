import type { EnumValue } from '@shared/resources/enums'
import type { ResourceDef } from '@shared/resources/types'
import { action_logs } from '../db/schema'
import type { Tx } from './context'

export type Action = 'create' | 'update' | 'delete'
export type Changes = Record<string, { old: unknown; new: unknown }>

const HIDDEN = '••••'

/**
 * A table's own rule for values the log must not hold in clear (a secret setting's value):
 * given the field, its value and its row, what to record instead.
 */
export type LogValue = (name: string, value: unknown, row: Record<string, unknown>) => unknown

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  return JSON.stringify(value ?? null)
}

function shown(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null)
}

/**
 * What a write changed, field by field, for the action log. Secret fields are recorded as
 * changed without their values; `logValue` hides what the table says is secret in a row (the
 * comparison is made first, so a changed secret is still recorded as changed).
 */
export function diff(
  def: ResourceDef,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  logValue: LogValue = (_name, value) => value,
): Changes {
  const changes: Changes = {}
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.virtual) continue
    const old = before ? before[name] : undefined
    const now = after ? after[name] : undefined
    if (before && after && comparable(old) === comparable(now)) continue
    if (!before && (now === null || now === undefined)) continue
    if (!after && (old === null || old === undefined)) continue
    changes[name] = field.secret
      ? { old: before ? HIDDEN : null, new: after ? HIDDEN : null }
      : {
          old: before ? shown(logValue(name, old, before)) : null,
          new: after ? shown(logValue(name, now, after)) : null,
        }
  }
  return changes
}

/** The log type of a table's changes: what the site shows, or its SEO. */
const CONTENT_TABLES = new Set([
  'products',
  'categories',
  'articles',
  'attributes',
  'filters',
  'prom_products',
  'reviews',
])
export function logTypeOf(table: string): EnumValue<'log_type'> {
  if (table === 'seo') return 'seo'
  return CONTENT_TABLES.has(table) ? 'content' : 'default'
}

/** Appends the action log row of a write, inside the write's transaction. */
export async function logAction(
  tx: Tx,
  entry: {
    userId: number | null
    table: string
    recordId: number
    action: Action
    changes: Changes
    at: Date
  },
): Promise<void> {
  await tx.insert(action_logs).values({
    user_id: entry.userId,
    table_name: entry.table,
    record_id: entry.recordId,
    action: entry.action,
    changes: entry.changes,
    type: logTypeOf(entry.table),
    created_at: entry.at,
    updated_at: entry.at,
  })
}
