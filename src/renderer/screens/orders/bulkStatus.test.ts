import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '@shared/rules/order-status'
import { bulkChoices } from './bulkStatus'

describe('the bulk status choices', () => {
  it('offers what every selected order may take, by the transition table', () => {
    const { allowed, others } = bulkChoices(['sent', 'arrived'])
    expect(allowed).toEqual(['arrived', 'taken', 'return', 'problem'])
    expect(others).toContain('new')
    expect(others).not.toContain('taken')
  })

  it('leaves out a status that would change none of them', () => {
    const { allowed, others } = bulkChoices(['new', 'new'])
    expect(allowed).toEqual(
      ORDER_STATUSES.filter((s) => s !== 'new' && ORDER_TRANSITIONS.new.includes(s)),
    )
    expect([...allowed, ...others]).not.toContain('new')
  })

  it('offers nothing as allowed when a final order is among them', () => {
    const { allowed, others } = bulkChoices(['new', 'taken'])
    expect(allowed).toEqual([])
    expect(others).toHaveLength(14)
  })

  it('ignores values that are not statuses and offers nothing for no orders', () => {
    expect(bulkChoices([])).toEqual({ allowed: [], others: [] })
    expect(bulkChoices(['lost', null])).toEqual({ allowed: [], others: [] })
  })
})
