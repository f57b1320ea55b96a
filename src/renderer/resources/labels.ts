import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '@shared/resources/types'
import { fieldOf } from './listUrl'

/** Translated names of a table, its fields and its enum values, with readable fallbacks. */
export function useLabels(def: ResourceDef) {
  const { t } = useTranslation(['resources', 'enums', 'common'])
  const table = def.table

  const title = t(`resources:${table}.title`, { defaultValue: table })
  const field = useCallback(
    (name: string) =>
      t([`resources:${table}.fields.${name}`, `common:fields.${name}`], {
        // System columns are labelled once in `common`; a field nobody named shows its own name.
        defaultValue: name,
      }),
    [t, table],
  )
  const enumValue = useCallback(
    (fieldName: string, value: string) => {
      const f = fieldOf(def, fieldName)
      if (f?.kind !== 'enum') return value
      return t(`enums:${f.enum}.${value}`, { defaultValue: value })
    },
    [t, def],
  )
  return { title, field, enumValue, t }
}
