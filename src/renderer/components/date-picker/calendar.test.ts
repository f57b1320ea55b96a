import { describe, expect, it } from 'vitest'
import { CALENDAR, parseTyped, screenFor, swipeDirection, toModel, toShown } from './calendar'

describe('calendar numbers', () => {
  it('are the spec’s', () => {
    expect(CALENDAR.inputDebounceMs).toBe(1000)
    expect(CALENDAR.popoverHideDelayMs).toBe(110)
    expect(CALENDAR.swipe).toEqual({ maxMs: 300, minX: 60, maxY: 80 })
    expect(Object.values(CALENDAR.breakpoints)).toEqual([640, 768, 1024, 1280])
    expect(CALENDAR.yearGroup).toBe(12)
  })
})

describe('screenFor', () => {
  it('names the widest breakpoint reached', () => {
    expect(screenFor(639)).toBe('base')
    expect(screenFor(640)).toBe('sm')
    expect(screenFor(767)).toBe('sm')
    expect(screenFor(768)).toBe('md')
    expect(screenFor(1024)).toBe('lg')
    expect(screenFor(1279)).toBe('lg')
    expect(screenFor(1280)).toBe('xl')
  })
})

describe('swipeDirection', () => {
  const start = { x: 200, y: 100, t: 1000 }
  it('right to left is the next month, left to right the previous', () => {
    expect(swipeDirection(start, { x: 140, y: 100, t: 1300 })).toBe('next')
    expect(swipeDirection(start, { x: 260, y: 180, t: 1100 })).toBe('prev')
  })
  it('ignores a slow, short or vertical move', () => {
    expect(swipeDirection(start, { x: 100, y: 100, t: 1301 })).toBeNull()
    expect(swipeDirection(start, { x: 141, y: 100, t: 1100 })).toBeNull()
    expect(swipeDirection(start, { x: 100, y: 181, t: 1100 })).toBeNull()
    expect(swipeDirection(start, { x: 100, y: 19, t: 1100 })).toBeNull()
  })
})

describe('typed dates', () => {
  it('reads dd.mm.yyyy and dd.mm.yyyy / hh:mm', () => {
    expect(toModel(parseTyped('05.03.2026', false) as Date, false)).toBe('2026-03-05')
    expect(toModel(parseTyped(' 5.3.2026 ', false) as Date, false)).toBe('2026-03-05')
    const withTime = parseTyped('05.03.2026 / 14:07', true) as Date
    expect(toShown(withTime, true)).toBe('05.03.2026 / 14:07')
    expect(toShown(parseTyped('05.03.2026 14:07', true) as Date, true)).toBe('05.03.2026 / 14:07')
  })
  it('tells empty text from text that is not a date', () => {
    expect(parseTyped('  ', false)).toBeNull()
    expect(parseTyped('31.02.2026', false)).toBeUndefined()
    expect(parseTyped('05.03', false)).toBeUndefined()
    expect(parseTyped('2026-03-05', false)).toBeUndefined()
    expect(parseTyped('05.03.0026', false)).toBeUndefined()
  })
})
