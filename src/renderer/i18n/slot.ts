/**
 * A text said once per row (a button's label naming its row) is translated once per list, with
 * this mark in the place of the row's name, and the name put in per row: a translation per row
 * and render costs a lookup and an interpolation each, a tenth of a list's draw.
 */
export const SLOT = '\u0000'

/** `text` (translated with `SLOT` as a value) with `value` in the slot's place. */
export function fillSlot(text: string, value: string): string {
  return text.replace(SLOT, () => value)
}
