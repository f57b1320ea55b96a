import { describe, expect, it } from 'vitest'
import { numericOnly } from './CashFlowForm'
import { shiftDay, totalsOf, type CashFlow } from './useTill'

const entry = (amount: number, type: CashFlow['type']): CashFlow => ({
  id: 1,
  amount,
  type,
  category: 'default',
  description: null,
  whom_user_id: null,
})

describe('the till', () => {
  it('keeps only a number in the amount field', () => {
    expect(numericOnly('x1a2,5')).toBe('12.5')
    expect(numericOnly('-150')).toBe('-150')
    expect(numericOnly('1-5')).toBe('15')
    expect(numericOnly('1.2.3')).toBe('1.23')
    expect(numericOnly('сто')).toBe('')
  })

  it('sums the day in kopecks', () => {
    expect(totalsOf([entry(0.1, 'income'), entry(0.2, 'income'), entry(0.3, 'expense')])).toEqual({
      income: 0.3,
      expense: 0.3,
      balance: 0,
    })
    expect(totalsOf([])).toEqual({ income: 0, expense: 0, balance: 0 })
  })

  it('steps over month and year ends', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29')
  })
})
