import type { ResourceDef } from '@shared/resources/types'
import { fieldOf } from '../listUrl'

/**
 * The widest a column is drawn (px, its cell padding included) unless the user set its width:
 * a longer value ends in an ellipsis there. By the field's kind; a screen that draws a column
 * itself (a phone with its operator) gives its own.
 */
const CAP_BY_KIND: Record<string, number> = {
  int: 80,
  money: 100,
  bool: 72,
  enum: 150,
  date: 100,
  datetime: 140,
  phone: 120,
  ref: 160,
  string: 150,
  text: 240,
  json: 200,
}

export function columnCap(def: ResourceDef, column: string, own?: number): number {
  if (own !== undefined) return own
  if (column === 'id') return 72
  return CAP_BY_KIND[fieldOf(def, column)?.kind ?? 'string'] ?? 160
}

/**
 * The order in which a list's columns give way when its box is narrower than all of them: the
 * table's declared `listYields` first, then the other columns from the last declared back. The
 * id and the title field never give way.
 */
export function yieldOrder(def: ResourceDef, columns: readonly string[]): string[] {
  const never = new Set(['id', def.titleField])
  const declared = (def.listYields ?? []).filter((c) => columns.includes(c))
  const rest = [...columns].reverse().filter((c) => !declared.includes(c))
  return [...declared, ...rest].filter((c) => !never.has(c))
}

export interface FitInput {
  /** The px the columns may take: the box's inner width less the checkbox and actions columns. */
  available: number
  /** The columns the user has not hidden. */
  columns: readonly string[]
  /** A column's width: the user's, else its cap. */
  width: (column: string) => number
  /** Who yields first (`yieldOrder`). */
  order: readonly string[]
  /** Columns the user asked for: they stay even when they do not fit. */
  kept: ReadonlySet<string>
}

/** The columns hidden for width: the fewest, in yield order, that let the others fit. */
export function columnsToHide(input: FitInput): string[] {
  const { available, columns, width, order, kept } = input
  let total = columns.reduce((sum, c) => sum + width(c), 0)
  const hidden: string[] = []
  for (const column of order) {
    if (total <= available) break
    if (kept.has(column) || !columns.includes(column)) continue
    hidden.push(column)
    total -= width(column)
  }
  return hidden
}
