import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '@shared/resources/types'
import { fieldOf } from './listUrl'

/** Translated names of a table, its fields and its enum values, with readable fallbacks. */
export function useLabels(def: ResourceDef) {
  const { t, i18n } = useTranslation(['resources', 'enums', 'common'])
  const table = def.table

  const title = t(`resources:${table}.title`, { defaultValue: table })
  // A list asks for the same few labels in every cell of every page: each is looked up once per
  // language.
  const { field, enumValue } = useMemo(() => {
    const fields = new Map<string, string>()
    const values = new Map<string, string>()
    return {
      field(name: string): string {
        let label = fields.get(name)
        if (label === undefined) {
          label = t([`resources:${table}.fields.${name}`, `common:fields.${name}`], {
            // System columns are labelled once in `common`; a field nobody named shows its own name.
            defaultValue: name,
          })
          fields.set(name, label)
        }
        return label
      },
      enumValue(fieldName: string, value: string): string {
        const f = fieldOf(def, fieldName)
        if (f?.kind !== 'enum') return value
        const key = `${f.enum}.${value}`
        let label = values.get(key)
        if (label === undefined) {
          label = t(`enums:${key}`, { defaultValue: value })
          values.set(key, label)
        }
        return label
      },
    }
    // A language switch gives a new `t`, and so fresh labels (labels.test.tsx).
  }, [t, table, def])
  return { title, field, enumValue, t, language: i18n.language }
}
