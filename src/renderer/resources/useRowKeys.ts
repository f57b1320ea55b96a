import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'

export interface RowKeysOptions {
  /** The scroll box holding the table's rows (`tr[data-index]`). */
  box: RefObject<HTMLElement | null>
  count: number
  /** Brings a row not drawn (a long, virtualized page) into the document. */
  scrollTo: (index: number) => void
  /** Enter on a row. */
  onOpen: (index: number) => void
  /** Space on a row, where rows can be selected. */
  onToggle?: ((index: number) => void) | undefined
}

export interface RowKeys {
  /** The row's `tabIndex`: one row of the table is a Tab stop, the last one focused. */
  tabIndexOf: (index: number) => 0 | -1
  /** On the scroll box: keys and focus of the rows, by delegation. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
}

const rowSelector = (index: number) => `tr[data-index="${index}"]`

/**
 * A list's rows by keyboard, as a grid of rows: the table is one Tab stop (its current row);
 * ArrowUp and ArrowDown move between rows, Home and End to the first and last, Enter opens the
 * row and Space selects it. Keys pressed on a control inside a row are the control's.
 */
export function useRowKeys({ box, count, scrollTo, onOpen, onToggle }: RowKeysOptions): RowKeys {
  const [current, setCurrent] = useState(0)
  const active = Math.min(current, Math.max(count - 1, 0))

  const focusRow = (index: number) => {
    const find = () => box.current?.querySelector<HTMLElement>(rowSelector(index)) ?? null
    const row = find()
    if (row) {
      row.focus()
      return
    }
    scrollTo(index)
    requestAnimationFrame(() => find()?.focus())
  }

  const indexOf = (target: EventTarget): number | null => {
    if (!(target instanceof HTMLTableRowElement) || target.dataset.index === undefined) return null
    return Number(target.dataset.index)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = indexOf(event.target)
    if (index === null || event.altKey || event.ctrlKey || event.metaKey) return
    const move = (to: number) => {
      event.preventDefault()
      const next = Math.max(0, Math.min(count - 1, to))
      setCurrent(next)
      focusRow(next)
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(count - 1)
    else if (event.key === 'Enter') {
      event.preventDefault()
      onOpen(index)
    } else if (event.key === ' ' && onToggle) {
      event.preventDefault()
      onToggle(index)
    }
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row =
      event.target instanceof Element ? event.target.closest<HTMLElement>('tr[data-index]') : null
    if (row?.dataset.index !== undefined) setCurrent(Number(row.dataset.index))
  }

  return { tabIndexOf: (index) => (index === active ? 0 : -1), onKeyDown, onFocus }
}
