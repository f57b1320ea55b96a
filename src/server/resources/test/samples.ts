import { ENUMS } from '@shared/resources/enums'
import type { FieldDef, ResourceDef } from '@shared/resources/types'
import { writableFields } from '@shared/resources/validation'

/**
 * Valid payloads generated from a declaration, so every table gets its round trip without a
 * hand-written sample. `n` varies the values (unique fields stay unique across samples).
 */
export function sampleValue(name: string, field: FieldDef, n: number): unknown {
  switch (field.kind) {
    case 'string':
      if (name === 'password') return `пароль-${n}-довгий`
      // A parcel number must be one: Nova Poshta's 204 and 11 digits.
      if (name === 'ttn') return `204${String(n).padStart(11, '0')}`
      // A Ukrposhta postcode is 5 digits (src/shared/rules/delivery.ts).
      if (name === 'postcode') return String(10000 + (n % 90000))
      return `${name} ${n}`
    case 'text':
      return `Текст ${name} ${n}`
    case 'phone':
      return `06712345${String(n % 100).padStart(2, '0')}`
    case 'enum': {
      const values = ENUMS[field.enum]
      return values[n % values.length]
    }
    case 'int': {
      const min = field.min ?? 0
      const max = field.max ?? min + 1000
      return min + (n % (max - min + 1))
    }
    case 'ref':
      return n + 1
    case 'money':
      return 100 + n + 0.5
    case 'bool':
      return n % 2 === 0
    case 'date':
      return `2025-03-${String(10 + (n % 18)).padStart(2, '0')}`
    case 'datetime':
      return `2025-03-${String(10 + (n % 18)).padStart(2, '0')}T10:30:00.000Z`
    case 'json':
      return { n, note: 'зміна' }
  }
}

/**
 * `refs` gives an existing id per referenced table; a reference to a table not in it is left
 * out (the API refuses ids of rows that do not exist).
 */
export function samplePayload(
  def: ResourceDef,
  n: number,
  refs: Record<string, number> = {},
): Record<string, unknown> {
  const payload: Record<string, unknown> = {}
  for (const [name, field] of writableFields(def)) {
    if (field.kind !== 'ref') payload[name] = sampleValue(name, field, n)
    else if (refs[field.table] !== undefined) payload[name] = refs[field.table]
  }
  // A setting's value must read as its type (src/shared/settings-values.ts).
  if (def.table === 'settings' && typeof payload.type === 'string') {
    const typed: Record<string, string> = {
      number: String(n),
      bool: n % 2 === 0 ? '0' : '1',
      json: JSON.stringify({ n, note: 'зміна' }),
    }
    payload.value = typed[payload.type] ?? payload.value
  }
  return payload
}

/**
 * A field an update can change in every table (not unique, not virtual), on its own: a
 * setting's type is checked against its value (a text value is no number), so the settings
 * change their title.
 */
export function changeableField(def: ResourceDef): [string, FieldDef] {
  const title = def.fields.title
  if (def.table === 'settings' && title) return ['title', title]
  const found = writableFields(def).find(
    ([, f]) => !f.unique && !f.virtual && f.kind !== 'json' && f.kind !== 'ref',
  )
  if (!found) throw new Error(`${def.table} has nothing to change`)
  return found
}

/** A payload the declaration refuses: required fields missing, or a value outside its enum. */
export function badPayload(def: ResourceDef): { body: Record<string, unknown>; fields: string[] } {
  const missing = writableFields(def)
    .filter(([, f]) => f.required && f.default === undefined)
    .map(([name]) => name)
  if (missing.length > 0) return { body: {}, fields: missing }
  const [name] = writableFields(def).find(([, f]) => f.kind === 'enum') ?? []
  if (!name) throw new Error(`${def.table}: no way to write a bad payload`)
  return { body: { ...samplePayload(def, 0), [name]: 'не-зі-списку' }, fields: [name] }
}
