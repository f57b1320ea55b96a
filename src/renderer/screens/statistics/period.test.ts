import { describe, expect, it } from 'vitest'
import { bodyOf, previousPeriod, viewFrom } from './period'
import { BOM, toCsv } from './csv'

describe('statistics period', () => {
  const today = new Date(2026, 10, 23)
  it('defaults to the last 30 days with the 30 before as comparison', () => {
    const view = viewFrom(undefined, new URLSearchParams(), today)
    expect(view).toEqual({
      type: 'orders',
      from: '2026-10-25',
      to: '2026-11-23',
      group: 'day',
      compare: true,
    })
    expect(bodyOf(view)).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      group: 'day',
      compare_from: '2026-09-25',
      compare_to: '2026-10-24',
    })
  })
  it('reads the URL, and ignores what is not a type, a day or a group', () => {
    const view = viewFrom(
      'cash',
      new URLSearchParams('from=2026-11-01&to=2026-11-30&group=week&compare=0'),
      today,
    )
    expect(bodyOf(view)).toEqual({ from: '2026-11-01', to: '2026-11-30', group: 'week' })
    expect(view.type).toBe('cash')
    const odd = viewFrom('nope', new URLSearchParams('from=x&group=year'), today)
    expect([odd.type, odd.group, odd.to]).toEqual(['orders', 'day', '2026-11-23'])
  })
  it('the previous period has as many days', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    })
  })
})

describe('toCsv', () => {
  it('starts with a BOM and quotes what needs it', () => {
    expect(toCsv(['Назва', 'Сума'], [['Чохол, "чорний"', 12.5]])).toBe(
      `${BOM}Назва,Сума\r\n"Чохол, ""чорний""",12.5\r\n`,
    )
  })
})

describe('bucketsOf', () => {
  it('names every day, Monday or first of the month in the period', async () => {
    const { bucketsOf } = await import('./period')
    expect(bucketsOf('2026-11-20', '2026-11-23', 'day')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ])
    expect(bucketsOf('2026-11-20', '2026-12-01', 'week')).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ])
    expect(bucketsOf('2026-10-25', '2026-11-23', 'month')).toEqual(['2026-10-01', '2026-11-01'])
  })
})
