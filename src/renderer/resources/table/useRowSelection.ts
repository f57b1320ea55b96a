import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { pageState, togglePage, toggleRow } from '../selection'
import type { BodyRowProps } from './BodyRow'

export interface RowSelection {
  /** The page's checkbox (its mixed state is set on the element). */
  headerRef: RefObject<HTMLInputElement | null>
  head: { all: boolean; none: boolean; toggle: () => void } | undefined
  /** A row's checkbox, by its position on the page and its id. */
  row: (index: number, id: number) => BodyRowProps['select']
}

/**
 * The rows' checkboxes: a click takes one, Shift extends from the last one clicked, Space
 * toggles, the arrows move between them (scrolling the next one into the page), and the
 * header's box takes the page.
 */
export function useRowSelection(
  selected: ReadonlySet<number> | undefined,
  onSelect: ((next: Set<number>) => void) | undefined,
  ids: readonly number[],
  scrollRef: RefObject<HTMLDivElement | null>,
  scrollToIndex: (index: number) => void,
): RowSelection {
  // The row last clicked (its position on this page), where a Shift-click's range starts.
  const anchor = useRef<number | null>(null)
  const shiftHeld = useRef(false)
  const headerRef = useRef<HTMLInputElement>(null)
  const headState = selected && onSelect ? pageState(selected, ids) : 'none'
  useLayoutEffect(() => {
    if (headerRef.current) headerRef.current.indeterminate = headState === 'some'
  }, [headState])
  useLayoutEffect(() => {
    anchor.current = null
  }, [ids])
  if (!selected || !onSelect) return { headerRef, head: undefined, row: () => undefined }

  const pick = (index: number, range: boolean) => {
    onSelect(toggleRow(selected, ids, index, anchor.current, range))
    anchor.current = index
  }
  const onBoxKey = (e: KeyboardEvent<HTMLInputElement>, index: number) => {
    shiftHeld.current = e.shiftKey
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const target = index + (e.key === 'ArrowDown' ? 1 : -1)
    if (target < 0 || target >= ids.length) return
    e.preventDefault()
    const focus = () => {
      const next = scrollRef.current?.querySelector<HTMLInputElement>(
        `tr[data-index="${target}"] input[type="checkbox"]`,
      )
      next?.focus()
      return next !== null && next !== undefined
    }
    if (!focus()) {
      scrollToIndex(target)
      requestAnimationFrame(() => void focus())
    }
  }
  return {
    headerRef,
    head: {
      all: headState === 'all',
      none: ids.length === 0,
      toggle: () => onSelect(togglePage(selected, ids)),
    },
    row: (index, id) => ({
      checked: selected.has(id),
      onKeyDown: (e) => onBoxKey(e, index),
      onKeyUp: (e) => {
        shiftHeld.current = e.shiftKey
      },
      onBlur: () => {
        shiftHeld.current = false
      },
      onChange: (shift) => pick(index, shift || shiftHeld.current),
    }),
  }
}
