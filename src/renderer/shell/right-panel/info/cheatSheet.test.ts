import { describe, expect, it } from 'vitest'
import { cheatSheetOf } from './cheatSheet'

describe('the cheat-sheet reads the settings', () => {
  it('keeps the current index within the cards', () => {
    const cards = [
      { card: '1111', name: 'А', bank: 'Б' },
      { card: '2222', name: 'В', bank: 'Г' },
    ]
    expect(cheatSheetOf({ info: { rekvizity_payment: { cards, current: 1 } } }).current).toBe(1)
    expect(cheatSheetOf({ info: { rekvizity_payment: { cards, current: 5 } } }).current).toBe(0)
    expect(cheatSheetOf({ info: { rekvizity_payment: { cards, current: '1' } } }).current).toBe(1)
  })

  it('survives a fresh install and odd shapes', () => {
    expect(cheatSheetOf(undefined)).toMatchObject({ cards: [], phones: [], addresses: [] })
    const sheet = cheatSheetOf({
      info: { phones: [{ phone: '0671234567' }, '0501234567', {}], addresses: ['Київ', 7, ''] },
    })
    expect(sheet.phones).toEqual([{ phone: '0671234567' }, { phone: '0501234567' }])
    expect(sheet.addresses).toEqual(['Київ', '7'])
  })
})
