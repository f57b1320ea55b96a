import type { ExportColumn } from '@shared/contract/exports'
import type { FieldDef, ResourceDef } from '@shared/resources/types'

/**
 * One value of an exported row as both writers want it: text, a number, or a moment in the
 * shop's time. Datetimes are the shop's wall-clock time (Kyiv), as the screens show them, not
 * UTC: a spreadsheet has no time zones.
 */
export type Cell =
  | { kind: 'empty' }
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number; money: boolean }
  /** A calendar day (`yyyy-mm-dd` parts) or a wall-clock moment (`dd.mm.yyyy hh:mm`). */
  | { kind: 'date'; y: number; m: number; d: number; hh?: number; mi?: number }

const SHOP_TZ = 'Europe/Kyiv'

const WALL = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Kyiv's offset from UTC (ms) in each UTC hour asked so far: it changes only on the hour. */
const offsets = new Map<number, number>()
const HOUR = 3_600_000

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR)
  let offset = offsets.get(hour)
  if (offset === undefined) {
    const parts: Record<string, number> = {}
    for (const p of WALL.formatToParts(hour * HOUR)) {
      if (p.type !== 'literal') parts[p.type] = Number(p.value)
    }
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    )
    offset = wall - hour * HOUR
    // A long export touches a few thousand hours; a server running for years, more: forget.
    if (offsets.size > 100_000) offsets.clear()
    offsets.set(hour, offset)
  }
  return offset
}

/**
 * The moment on Kyiv's wall clock. The zone's rules are asked once per hour of UTC (an export
 * of 100k orders would otherwise spend seconds formatting dates), the rest is arithmetic.
 */
export function wallClock(at: Date): Cell {
  const wall = new Date(at.getTime() + offsetAt(at.getTime()))
  return {
    kind: 'date',
    y: wall.getUTCFullYear(),
    m: wall.getUTCMonth() + 1,
    d: wall.getUTCDate(),
    hh: wall.getUTCHours(),
    mi: wall.getUTCMinutes(),
  }
}

function fieldOf(def: ResourceDef, name: string): FieldDef {
  if (name === 'id' || name === 'version') return { kind: 'int' }
  if (name === 'created_at' || name === 'updated_at') return { kind: 'datetime' }
  const field = Object.hasOwn(def.fields, name) ? def.fields[name] : undefined
  if (!field) throw new Error(`${def.table}.${name} is not a field`)
  return field
}

/** Turns a column's raw database value into a cell, by its declared kind. */
export type CellMaker = (value: unknown) => Cell

export function cellMaker(def: ResourceDef, column: ExportColumn): CellMaker {
  const field = fieldOf(def, column.name)
  const labels = column.labels
  const label = (raw: string) => (labels && Object.hasOwn(labels, raw) ? labels[raw]! : raw)
  return (value) => {
    if (value === null || value === undefined || value === '') return { kind: 'empty' }
    switch (field.kind) {
      case 'int':
      case 'ref':
      case 'money': {
        const n = Number(value)
        return Number.isFinite(n)
          ? { kind: 'number', value: n, money: field.kind === 'money' }
          : { kind: 'text', value: String(value) }
      }
      case 'enum':
        return { kind: 'text', value: label(String(value)) }
      case 'bool':
        return { kind: 'text', value: label(value ? 'true' : 'false') }
      case 'datetime': {
        const at = value instanceof Date ? value : new Date(String(value))
        return Number.isNaN(at.getTime()) ? { kind: 'empty' } : wallClock(at)
      }
      case 'date': {
        const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(
          value instanceof Date ? value.toISOString() : String(value),
        )
        return m ? { kind: 'date', y: +m[1]!, m: +m[2]!, d: +m[3]! } : { kind: 'empty' }
      }
      case 'json':
        return { kind: 'text', value: typeof value === 'string' ? value : JSON.stringify(value) }
      default:
        return { kind: 'text', value: String(value) }
    }
  }
}

const two = (n: number) => String(n).padStart(2, '0')

/** A date cell as the screens write it: `05.03.2026`, or `05.03.2026 14:07` with a time. */
export function dateText(cell: Extract<Cell, { kind: 'date' }>): string {
  const day = `${two(cell.d)}.${two(cell.m)}.${cell.y}`
  return cell.hh === undefined ? day : `${day} ${two(cell.hh)}:${two(cell.mi ?? 0)}`
}
