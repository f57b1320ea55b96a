import { describe, expect, it } from 'vitest'
import { FIELD_RU } from './field-ru'
import { FIELD_UK } from './field-uk'
import { SERVER_RU } from './server-ru'
import { SERVER_UK } from './server-uk'
import { enumRef, msg } from '.'
import { ukrainian } from './ukrainian'

const UK: Record<string, string> = { ...FIELD_UK, ...SERVER_UK }
const RU: Record<string, string> = { ...FIELD_RU, ...SERVER_RU }
const PLURAL = /_(one|few|many|other)$/
const codes = new Set(Object.keys(UK).map((k) => k.replace(PLURAL, '')))
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('the message catalogue', () => {
  it('has every code in Ukrainian and Russian, with the same parameters', () => {
    expect(Object.keys(RU).sort()).toEqual(Object.keys(UK).sort())
    for (const [key, text] of Object.entries(UK)) {
      expect(RU[key], key).toBeTruthy()
      expect(placeholders(RU[key]!), key).toEqual(placeholders(text))
    }
  })

  it('names codes area.rule and has every plural form of a counted one', () => {
    for (const key of Object.keys(UK))
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*(_(one|few|many|other))?$/)
    for (const code of codes) {
      const forms = Object.keys(UK).filter((k) => k.replace(PLURAL, '') === code && k !== code)
      if (forms.length > 0) expect(forms.sort(), code).toHaveLength(4)
    }
  })

  it('says each rule in one wording', () => {
    const texts = Object.entries(UK).filter(([k]) => !['common.text'].includes(k))
    const seen = new Map<string, string>()
    for (const [key, text] of texts) {
      expect(seen.get(text), `${key} repeats ${seen.get(text)}`).toBeUndefined()
      seen.set(text, key)
    }
  })

  it('renders parameters, enumeration labels and a message inside another', () => {
    expect(ukrainian(msg('field.maxLength', { n: 5 }))).toBe('Не довше ніж 5 символів')
    const reason = msg('order.statusClosed', {
      from: enumRef('order_status', 'taken'),
      to: enumRef('order_status', 'new'),
    })
    const said = ukrainian(msg('order.statusRefusedFor', { orders: '№1', reason }))
    expect(said).toMatch(/^№1: Замовлення у статусі «.+» вже закрите/)
  })
})
