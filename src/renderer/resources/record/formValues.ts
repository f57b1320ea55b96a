import { z } from 'zod'
import type { FieldDef, ResourceDef } from '@shared/resources/types'
import { defaultsOf, fieldSchema, writableFields } from '@shared/resources/validation'
import { MSG } from '@shared/resources/messages'
import { isNameField } from '@shared/resources/values'
import { PASSWORD_MESSAGES } from '@shared/passwords/rule'

/** How the record window (and the page form) was opened. */
export type RecordMode = 'view' | 'new' | 'edit' | 'clone'

/** What the controls hold: text for text-like inputs, booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>

/** The fields the form shows and sends, in the declaration's layout. */
export function formLayout(def: ResourceDef): string[][] {
  const writable = new Set(writableFields(def).map(([name]) => name))
  const rows = def.form.map((row) => row.filter((name) => writable.has(name)))
  const placed = new Set(rows.flat())
  // A writable field left out of the layout would be impossible to fill: give it its own row.
  const rest = [...writable].filter((name) => !placed.has(name)).map((name) => [name])
  return [...rows, ...rest].filter((row) => row.length > 0)
}

/** A stored value as its control shows it. */
export function toInput(field: FieldDef, value: unknown): string | boolean {
  if (field.kind === 'bool') return value === true || value === 'true' || value === 1
  if (value === null || value === undefined) return ''
  if (field.kind === 'json')
    return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  return String(value)
}

/**
 * The form's starting values. `new`: the declared defaults, the current site and any values
 * the opener passes (an order item's order). `clone`: the record without id and version.
 */
export function initialValues(
  def: ResourceDef,
  mode: RecordMode,
  record: Record<string, unknown> | undefined,
  extra: { site?: string; preset?: Record<string, unknown> } = {},
): FormValues {
  const source: Record<string, unknown> =
    mode === 'new' ? { ...defaultsOf(def), ...extra.preset } : { ...record }
  if (mode === 'new' && def.fields['site'] && extra.site && !source['site']) {
    source['site'] = extra.site
  }
  const values: FormValues = {}
  for (const [name, field] of writableFields(def)) {
    // Secrets (a new password) never start filled in, not even in a copy.
    values[name] = toInput(field, field.secret ? undefined : source[name])
  }
  return values
}

/** JSON arrives from a textarea as text; it must parse before the field's own check. */
function jsonText(inner: z.ZodType<unknown>): z.ZodType<unknown> {
  return z
    .unknown()
    .transform((raw, ctx) => {
      if (typeof raw !== 'string') return raw
      if (raw.trim() === '') return null
      try {
        return JSON.parse(raw) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: MSG.json })
        return z.NEVER
      }
    })
    .pipe(inner)
}

/**
 * The form's schema: the registry's field schemas (the same rules and Ukrainian messages the
 * server's 422 uses), every writable field present. A new record and a copy are creates.
 */
export function formSchema(def: ResourceDef, mode: RecordMode) {
  const shape: Record<string, z.ZodType<unknown>> = {}
  const schemaMode = mode === 'edit' ? 'update' : 'create'
  const passwords: string[] = []
  for (const [name, field] of writableFields(def)) {
    const base = fieldSchema(field, schemaMode, isNameField(def, name, field))
    shape[name] = field.kind === 'json' ? jsonText(base) : base
    if (field.newPassword) passwords.push(name)
  }
  if (passwords.length === 0) return z.object(shape)
  // A password being set must not be a common one: the list loads when such a form is checked.
  return z.object(shape).superRefine(async (values, ctx) => {
    const { isCommonPassword } = await import('@shared/passwords/common')
    for (const name of passwords) {
      const value = values[name]
      if (typeof value === 'string' && value !== '' && isCommonPassword(value)) {
        ctx.addIssue({ code: 'custom', path: [name], message: PASSWORD_MESSAGES.common })
      }
    }
  })
}

/**
 * What `store` receives. An edit carries `id` and the `version` it read (a stale one is
 * refused with 409); a new record and a copy carry neither. An empty secret (a password not
 * being changed) is left out rather than sent as empty.
 */
export function storePayload(
  def: ResourceDef,
  mode: RecordMode,
  parsed: Record<string, unknown>,
  record: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, field] of writableFields(def)) {
    const value = parsed[name]
    // The registry's field schemas mark "leave this out" with a symbol of their own.
    if (value === undefined || typeof value === 'symbol') continue
    if (field.secret && (value === null || value === '')) continue
    body[name] = value
  }
  if (mode === 'edit' && record) {
    body['id'] = record['id']
    body['version'] = record['version']
  }
  return body
}
