import { describe, expect, it } from 'vitest'
import { pageState, togglePage, toggleRow } from './selection'

const ids = [10, 11, 12, 13, 14]
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b)

describe('row selection', () => {
  it('flips one row without Shift, whatever was clicked before', () => {
    expect(sorted(toggleRow(new Set(), ids, 1, null, false))).toEqual([11])
    expect(sorted(toggleRow(new Set([11, 12]), ids, 1, 3, false))).toEqual([12])
  })

  it('with Shift gives the rows between the last click and this one the clicked row’s new state', () => {
    expect(sorted(toggleRow(new Set([10]), ids, 3, 0, true))).toEqual([10, 11, 12, 13])
    // Upwards too.
    expect(sorted(toggleRow(new Set(), ids, 1, 4, true))).toEqual([11, 12, 13, 14])
    // Shift on a selected row clears the range.
    expect(sorted(toggleRow(new Set(ids), ids, 3, 1, true))).toEqual([10, 14])
  })

  it('treats Shift as a plain click when there is no earlier click on this page', () => {
    expect(sorted(toggleRow(new Set(), ids, 2, null, true))).toEqual([12])
    expect(sorted(toggleRow(new Set(), ids, 2, 9, true))).toEqual([12])
  })

  it('keeps selected rows of other pages as they are', () => {
    expect(sorted(toggleRow(new Set([99]), ids, 0, null, false))).toEqual([10, 99])
    expect(sorted(togglePage(new Set([99]), ids))).toEqual([10, 11, 12, 13, 14, 99])
  })

  it('selects the whole page from the header, and clears it when all of it is selected', () => {
    expect(sorted(togglePage(new Set([11]), ids))).toEqual(ids)
    expect(sorted(togglePage(new Set(ids), ids))).toEqual([])
    expect(sorted(togglePage(new Set(), []))).toEqual([])
  })

  it('tells the header checkbox all, some or none', () => {
    expect(pageState(new Set(), ids)).toBe('none')
    expect(pageState(new Set([12]), ids)).toBe('some')
    expect(pageState(new Set(ids), ids)).toBe('all')
    expect(pageState(new Set([1]), [])).toBe('none')
  })
})
