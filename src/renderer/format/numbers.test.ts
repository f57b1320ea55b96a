import { describe, expect, it } from 'vitest'
import { formatCount, formatMoney, formatPercent, formatSize } from './numbers'

// Intl writes a no-break space between digit groups.
const nb = '\u00a0'

describe('the number formatter', () => {
  it('writes sums with two decimals and a decimal comma in both languages', () => {
    expect([0, 1234.5, -7, 100000].map((v) => formatMoney(v, 'uk'))).toEqual([
      '0,00',
      `1${nb}234,50`,
      '-7,00',
      `100${nb}000,00`,
    ])
    // Russian groups four-digit numbers only from five digits on (its own convention).
    expect([0, 1234.5, -7, 100000].map((v) => formatMoney(v, 'ru'))).toEqual([
      '0,00',
      '1234,50',
      '-7,00',
      `100${nb}000,00`,
    ])
  })

  it('adds the hryvnia sign when asked', () => {
    expect(formatMoney(1234.5, 'uk', true)).toBe(`1${nb}234,50 ₴`)
  })

  it('groups counts and writes no decimals', () => {
    expect([0, 1234.5, -7, 100000].map((v) => formatCount(v, 'uk'))).toEqual([
      '0',
      `1${nb}235`,
      '-7',
      `100${nb}000`,
    ])
    expect([0, 1234.5, -7, 100000].map((v) => formatCount(v, 'ru'))).toEqual([
      '0',
      '1235',
      '-7',
      `100${nb}000`,
    ])
  })

  it('takes any other language as Ukrainian, the default', () => {
    expect(formatCount(100000, 'en')).toBe(formatCount(100000, 'uk'))
  })

  it('writes percentages and sizes', () => {
    expect(formatPercent(0.125, 'uk')).toBe('12,5%')
    expect(formatPercent(0.125, 'ru')).toBe(`12,5${nb}%`)
    expect(formatSize(512, 'uk')).toBe('512 Б')
    expect(formatSize(1536, 'uk')).toBe('1,5 КБ')
    expect(formatSize(5 * 1024 * 1024, 'ru')).toBe('5 МБ')
  })
})
