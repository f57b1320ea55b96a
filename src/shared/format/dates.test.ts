import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './dates'

describe('formatDate', () => {
  it('writes dd.mm.yyyy with leading zeros', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026')
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31.12.2026')
  })
  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
  })
})

describe('formatDateTime', () => {
  it('writes dd.mm.yyyy / hh:mm on a 24-hour clock', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4))).toBe('02.01.2026 / 03:04')
    expect(formatDateTime(new Date(2026, 6, 9, 18, 30).getTime())).toBe('09.07.2026 / 18:30')
    expect(formatDateTime('2026-07-09T18:30:00')).toBe('09.07.2026 / 18:30')
  })
  it('gives an empty string for an invalid instant', () => {
    expect(formatDateTime('2026-13-45T99:00')).toBe('')
  })
})
