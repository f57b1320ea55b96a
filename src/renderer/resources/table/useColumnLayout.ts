import { useMemo, useRef, useState } from 'react'
import type {
  ColumnOrderState,
  ColumnSizingState,
  ColumnVisibilityState,
  Updater,
} from '@tanstack/react-table'
import { setListPref, useListPref } from '../listPrefs'

/** The narrowest and widest a column may be made (px), as the prefs schema bounds them. */
export const COLUMN_SIZE = { min: 48, max: 1200, step: 16 } as const

/**
 * A list's column widths, hidden columns and order as TanStack Table state, remembered per list
 * on this workstation. A drag changes the widths here only; `commitSizing` remembers them when
 * the drag ends, so a drag writes the preference once, not at every pointer move.
 */
export interface ColumnLayout {
  sizing: ColumnSizingState
  visibility: ColumnVisibilityState
  order: ColumnOrderState
  onSizing: (updater: Updater<ColumnSizingState>) => void
  commitSizing: () => void
  /** Sets one column's width and remembers it (the keyboard's steps). */
  resizeTo: (id: string, size: number) => void
  /** Gives one column back its drawn width. */
  dropSize: (id: string) => void
  onVisibility: (updater: Updater<ColumnVisibilityState>) => void
  onOrder: (updater: Updater<ColumnOrderState>) => void
  /** Whether anything differs from the declared columns. */
  changed: boolean
  reset: () => void
}

const NONE: readonly string[] = []

const apply = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater

const clamp = (size: number) =>
  Math.round(Math.min(COLUMN_SIZE.max, Math.max(COLUMN_SIZE.min, size)))

/**
 * `narrowHidden`: the columns a narrow box hides (`fit.ts`). They count as hidden unless the user
 * showed them (remembered as `shown`); a column the user hides stays hidden at any width.
 */
export function useColumnLayout(
  list: string | undefined,
  narrowHidden: readonly string[] = NONE,
): ColumnLayout {
  const pref = useListPref(list)
  const [dragged, setDragged] = useState<ColumnSizingState | null>(null)
  // What a drag has made so far, for its end (whose handler was made when the drag began).
  const latest = useRef<ColumnSizingState | null>(null)
  const sizing = useMemo(() => dragged ?? pref.sizing ?? {}, [dragged, pref.sizing])
  const visibility = useMemo(
    () => Object.fromEntries([...narrowHidden, ...(pref.hidden ?? [])].map((id) => [id, false])),
    [narrowHidden, pref.hidden],
  )
  const order = useMemo(() => pref.order ?? [], [pref.order])
  return useMemo(() => {
    const remember = (patch: Parameters<typeof setListPref>[1]) => {
      if (list) setListPref(list, patch)
    }
    return {
      sizing,
      visibility,
      order,
      onSizing: (updater) => {
        const next = apply(updater, latest.current ?? sizing)
        latest.current = Object.fromEntries(Object.entries(next).map(([id, n]) => [id, clamp(n)]))
        setDragged(latest.current)
      },
      commitSizing: () => {
        if (latest.current) remember({ sizing: latest.current })
        latest.current = null
        setDragged(null)
      },
      resizeTo: (id, size) => remember({ sizing: { ...sizing, [id]: clamp(size) } }),
      dropSize: (id) => {
        const rest = Object.fromEntries(Object.entries(sizing).filter(([key]) => key !== id))
        remember({ sizing: Object.keys(rest).length > 0 ? rest : undefined })
      },
      onVisibility: (updater) => {
        const next = apply(updater, visibility)
        const hidden = new Set(pref.hidden)
        const shown = new Set(pref.shown)
        for (const id of new Set([...Object.keys(next), ...Object.keys(visibility)])) {
          const was = visibility[id] !== false
          const now = next[id] !== false
          if (was === now) continue
          if (now) {
            hidden.delete(id)
            if (narrowHidden.includes(id)) shown.add(id)
          } else {
            hidden.add(id)
            shown.delete(id)
          }
        }
        remember({
          hidden: hidden.size > 0 ? [...hidden] : undefined,
          shown: shown.size > 0 ? [...shown] : undefined,
        })
      },
      onOrder: (updater) => {
        const next = apply(updater, order)
        remember({ order: next.length > 0 ? next : undefined })
      },
      changed:
        Object.keys(sizing).length > 0 ||
        order.length > 0 ||
        pref.hidden !== undefined ||
        pref.shown !== undefined,
      reset: () => {
        latest.current = null
        setDragged(null)
        remember({ sizing: undefined, hidden: undefined, shown: undefined, order: undefined })
      },
    }
  }, [list, sizing, visibility, order, narrowHidden, pref.hidden, pref.shown])
}
