import { describe, expect, it } from 'vitest'
import { ENUMS } from '../../src/shared/resources/enums'
import { RESOURCES, RESOURCE_DEFS } from '../../src/shared/resources/registry'
import ruEnums from '../../src/renderer/i18n/ru/enums.json'
import ruResources from '../../src/renderer/i18n/ru/resources.json'
import ukEnums from '../../src/renderer/i18n/uk/enums.json'
import ukResources from '../../src/renderer/i18n/uk/resources.json'

type Labels = Record<string, { title?: string; fields?: Record<string, string> }>
type EnumLabels = Record<string, Record<string, string>>

describe.each([
  ['uk', ukResources as Labels, ukEnums as EnumLabels],
  ['ru', ruResources as Labels, ruEnums as EnumLabels],
])('%s labels of the registry', (_lang, resources, enums) => {
  it('name every table and every field, and nothing else', () => {
    for (const def of RESOURCE_DEFS) {
      const labels = resources[def.table]
      expect(labels?.title, def.table).toMatch(/\S/)
      expect(Object.keys(labels?.fields ?? {}).sort(), def.table).toEqual(
        Object.keys(def.fields).sort(),
      )
      for (const label of Object.values(labels?.fields ?? {})) expect(label).toMatch(/\S/)
    }
    expect(Object.keys(resources).sort()).toEqual(Object.keys(RESOURCES).sort())
  })

  it('name every value of every enumeration', () => {
    expect(Object.keys(enums).sort()).toEqual(Object.keys(ENUMS).sort())
    for (const [name, values] of Object.entries(ENUMS)) {
      expect(Object.keys(enums[name] ?? {}).sort(), name).toEqual([...values].sort())
    }
  })
})
