/**
 * Row selection of a list page (the orders' bulk status change): pure, so the rules are tested
 * without a DOM. Ids are the rows'; positions are their order on the page.
 */

/**
 * A row's checkbox was clicked (or Space pressed on it). With `range` (Shift held) and an
 * earlier click on this page, every row between the two takes the state the clicked row takes,
 * as in a mail client; otherwise only the clicked row flips.
 */
export function toggleRow(
  selected: ReadonlySet<number>,
  ids: readonly number[],
  index: number,
  anchor: number | null,
  range: boolean,
): Set<number> {
  const next = new Set(selected)
  const id = ids[index]
  if (id === undefined) return next
  const on = !selected.has(id)
  const [from, to] =
    range && anchor !== null && anchor < ids.length
      ? [Math.min(anchor, index), Math.max(anchor, index)]
      : [index, index]
  for (let i = from; i <= to; i++) {
    const each = ids[i]
    if (each === undefined) continue
    if (on) next.add(each)
    else next.delete(each)
  }
  return next
}

/** The header checkbox: selects the whole page, or clears it when all of it is selected. */
export function togglePage(selected: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const next = new Set(selected)
  const all = ids.length > 0 && ids.every((id) => selected.has(id))
  for (const id of ids) {
    if (all) next.delete(id)
    else next.add(id)
  }
  return next
}

/** The header checkbox's state: 'all', 'some' (shown indeterminate) or 'none' of the page. */
export function pageState(
  selected: ReadonlySet<number>,
  ids: readonly number[],
): 'all' | 'some' | 'none' {
  const n = ids.filter((id) => selected.has(id)).length
  if (n === 0) return 'none'
  return n === ids.length ? 'all' : 'some'
}
