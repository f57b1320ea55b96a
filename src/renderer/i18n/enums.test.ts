import { describe, expect, it } from 'vitest'
import { ENUMS } from '@shared/resources/enums'
import { RESOURCES } from '@shared/resources/registry'
import { UK } from '.'
import { RU } from './ru'

type Tree = Record<string, Record<string, string> | undefined>

/** Every value of every enumeration a person can see has a label in both languages. */
describe('enumeration labels', () => {
  it.each(Object.keys(ENUMS))('%s: every value has a uk and a ru label', (name) => {
    const values = ENUMS[name as keyof typeof ENUMS] as readonly string[]
    for (const [lng, bundle] of [
      ['uk', UK.enums],
      ['ru', RU.enums],
    ] as const) {
      const labels = (bundle as Tree)[name] ?? {}
      const missing = values.filter((v) => !labels[v])
      expect(missing, `${lng}: enums.${name}`).toEqual([])
    }
  })

  it("labels every enumeration the registry's fields name", () => {
    const named = Object.values(RESOURCES).flatMap((def) =>
      Object.values(def.fields).flatMap((f) => (f.kind === 'enum' ? [f.enum] : [])),
    )
    expect(named.length).toBeGreaterThan(10)
    for (const name of named) {
      expect(Object.keys(ENUMS), name).toContain(name)
      expect((UK.enums as Tree)[name], name).toBeDefined()
      expect((RU.enums as Tree)[name], name).toBeDefined()
    }
  })
})
