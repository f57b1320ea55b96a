import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { searchSubtitle } from './subtitle'

const labels: Record<string, string> = { 'enums:order_status.not_available': 'Немає в наявності' }
const t = ((key: string, options?: { defaultValue?: string }) =>
  labels[key] ?? options?.defaultValue ?? key) as unknown as TFunction

describe('searchSubtitle', () => {
  it('says a found order’s status by its label after the server’s line', () => {
    expect(
      searchSubtitle(
        { subtitle: '0663707691', state: { enum: 'order_status', value: 'not_available' } },
        t,
      ),
    ).toBe('0663707691 · Немає в наявності')
  })

  it('shows the line alone without a state, and the label alone without a line', () => {
    expect(searchSubtitle({ subtitle: '4820000000017 · 199 грн' }, t)).toBe(
      '4820000000017 · 199 грн',
    )
    expect(
      searchSubtitle({ subtitle: '', state: { enum: 'order_status', value: 'not_available' } }, t),
    ).toBe('Немає в наявності')
  })
})
