import { useTranslation } from 'react-i18next'
import { settingKeySchema, type SettableParam } from '@shared/settings-params'
import { useSettingsTexts } from '../i18n/settings'
import { RowsEditor, type Row, type RowField } from './RowsEditor'

/**
 * A setting keyed by a short latin name (`sites`: key → title; `api.prom.accounts`: key →
 * {name, login_id}) edited as rows: the key is a field of its row. Properties a row's form does
 * not show (a Prom account's token, masked) travel back as they came, and the server keeps the
 * stored secret behind a mask.
 */
export interface KeyedFormProps {
  param: SettableParam
  value: Record<string, unknown>
  /** The row's fields after the key; a plain string value has exactly one. */
  fields: readonly RowField[]
  /** `true`: each entry is a string (the first field); else an object of the fields. */
  plain?: boolean
  onDone: () => void
}

const ORIGINAL = '__original_key'
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

export function KeyedForm({ param, value, fields, plain, onDone }: KeyedFormProps) {
  useSettingsTexts()
  const { t } = useTranslation('settings')
  const keyField: RowField = {
    name: 'key',
    label: param === 'sites' ? 'settings:fields.site_key' : 'settings:fields.account_key',
  }
  const initial: Row[] = Object.entries(value).map(([key, entry]) => {
    const row: Row = { key, [ORIGINAL]: key }
    for (const f of fields) {
      row[f.name] = plain ? text(entry) : text((entry as Record<string, unknown> | null)?.[f.name])
    }
    return row
  })

  const checkRows = (rows: Row[]) => {
    const errors: Record<string, string> = {}
    const seen = new Set<string>()
    rows.forEach((row, i) => {
      const key = (row.key ?? '').trim()
      if (!settingKeySchema.safeParse(key).success) errors[`${i}.key`] = t('errors.key_pattern')
      else if (seen.has(key)) errors[`${i}.key`] = t('errors.duplicate')
      seen.add(key)
      const first = fields[0]
      if (first && (row[first.name] ?? '').trim() === '')
        errors[`${i}.${first.name}`] = t('errors.required')
    })
    return errors
  }

  const toValue = (rows: Row[]) => {
    const out: Record<string, unknown> = {}
    for (const row of rows) {
      const key = (row.key ?? '').trim()
      const first = fields[0]
      if (plain) {
        out[key] = first ? (row[first.name] ?? '') : ''
        continue
      }
      const original = row[ORIGINAL]
      const before = original !== undefined ? value[original] : undefined
      const kept = before && typeof before === 'object' && !Array.isArray(before) ? before : {}
      const entry: Record<string, unknown> = { ...kept }
      for (const f of fields) entry[f.name] = row[f.name] ?? ''
      out[key] = entry
    }
    return out
  }

  return (
    <RowsEditor
      param={param}
      fields={[keyField, ...fields]}
      initial={initial}
      checkRows={checkRows}
      toValue={toValue}
      onDone={onDone}
    />
  )
}
