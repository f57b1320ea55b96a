import { describe, expect, it } from 'vitest'
import { formatPhone, normalizePhone, phoneOperator } from './phone'

describe('normalizePhone', () => {
  it.each([
    ['0501234567', '0501234567'],
    ['+380501234567', '0501234567'],
    ['380501234567', '0501234567'],
    ['+38 (050) 123-45-67', '0501234567'],
    ['  050 123 45 67 ', '0501234567'],
    ['067.123.45.67', '0671234567'],
  ])('%s -> %s', (input, want) => {
    expect(normalizePhone(input)).toBe(want)
  })

  it.each([
    '501234567',
    '05012345678',
    '1501234567',
    '+390501234567',
    '+38 050 123 45 6x',
    '',
    '3805012345',
  ])('rejects %s', (input) => {
    expect(normalizePhone(input)).toBeNull()
  })
})

describe('phoneOperator', () => {
  it.each([
    ['050', 'vodafone'],
    ['066', 'vodafone'],
    ['095', 'vodafone'],
    ['099', 'vodafone'],
    ['063', 'life'],
    ['073', 'life'],
    ['093', 'life'],
    ['067', 'kyivstar'],
    ['068', 'kyivstar'],
    ['096', 'kyivstar'],
    ['097', 'kyivstar'],
    ['098', 'kyivstar'],
  ])('%s is %s', (prefix, operator) => {
    expect(phoneOperator(`${prefix}1234567`)).toBe(operator)
    expect(phoneOperator(`+38${prefix}1234567`)).toBe(operator)
  })

  it('knows no operator for other prefixes or bad numbers', () => {
    expect(phoneOperator('0441234567')).toBeNull()
    expect(phoneOperator('0911234567')).toBeNull()
    expect(phoneOperator('12345')).toBeNull()
  })
})

describe('formatPhone', () => {
  it('groups the national form and leaves other text alone', () => {
    expect(formatPhone('+380501234567')).toBe('050 123 45 67')
    expect(formatPhone('n/a')).toBe('n/a')
  })
})
