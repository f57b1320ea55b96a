import { normalizePhone } from '../phone'
import { ENUMS } from './enums'
import { MSG } from './messages'
import type { FieldDef } from './types'

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string }

const ok = (value: unknown): Parsed => ({ ok: true, value })
const fail = (message: string): Parsed => ({ ok: false, message })

/** Largest magnitude numeric(12,2) holds. */
const MONEY_LIMIT = 9_999_999_999.99
const DEFAULT_STRING_MAX = 255
const TEXT_MAX = 100_000
/** Dates and instants a shop can mean; beyond them PostgreSQL refuses (year 0) or nobody means it. */
export const YEAR_MIN = 1900
export const YEAR_MAX = 2200
/** How deep a json field may nest: deeper is no shop's data, and jsonb's parser has a stack. */
export const JSON_DEPTH_MAX = 32

/**
 * NUL, or half of a surrogate pair: PostgreSQL text can hold neither (error 22021, or jsonb's
 * 22P05), so such a string is refused as a field error before it reaches SQL.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function hasBadChar(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s)
}

/**
 * The invisible marks that reorder how text is shown (embeddings and overrides U+202A–U+202E,
 * isolates U+2066–U+2069, the LTR/RTL marks U+200E/U+200F, the Arabic letter mark U+061C): in
 * a title or a name they make one text look like another ("Trojan Source"), so a title or a
 * name holding one is refused. Other text (descriptions, comments) may hold them.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/

export function hasBidiControl(s: string): boolean {
  return BIDI_CONTROL.test(s)
}

/**
 * The fields of a declaration that name something: its title field, and every `title…`,
 * `name`, `surname` or `patronymic` field. Their text is shown as the thing's name in lists,
 * pickers, breadcrumbs, documents and the Prom feed.
 */
export function isNameField(def: { titleField: string }, name: string, field: FieldDef): boolean {
  if (field.kind !== 'string') return false
  return name === def.titleField || /^(title|name|surname|patronymic)(_|$)/.test(name)
}

const inYearRange = (y: number) => y >= YEAR_MIN && y <= YEAR_MAX

/** A json value PostgreSQL's jsonb takes: no bad characters in keys or strings, bounded depth. */
function checkJson(value: unknown, depth = 0): string | null {
  if (depth > JSON_DEPTH_MAX) return MSG.jsonTooDeep(JSON_DEPTH_MAX)
  if (typeof value === 'string') return hasBadChar(value) ? MSG.badChar : null
  if (typeof value === 'number') return Number.isFinite(value) ? null : MSG.json
  if (value === null || typeof value === 'boolean') return null
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = checkJson(item, depth + 1)
      if (problem) return problem
    }
    return null
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasBadChar(key)) return MSG.badChar
      const problem = checkJson(item, depth + 1)
      if (problem) return problem
    }
    return null
  }
  return MSG.json
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

function parseDate(raw: string): Parsed {
  const s = raw.trim()
  // Both the wire form (yyyy-mm-dd) and the shown form (dd.mm.yyyy) are accepted.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  const shown = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s)
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : shown
      ? [shown[3], shown[2], shown[1]]
      : [undefined, undefined, undefined]
  if (!y || !m || !d || !isRealDate(Number(y), Number(m), Number(d))) return fail(MSG.date)
  if (!inYearRange(Number(y))) return fail(MSG.yearRange(YEAR_MIN, YEAR_MAX))
  return ok(`${y}-${m}-${d}`)
}

function parseNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw !== 'string') return null
  // Shop staff type sums with a comma and sometimes with spaces between thousands.
  const s = raw.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null
  return Number(s)
}

/**
 * Checks one non-empty value against its field and returns it in its stored form. Empty values
 * (undefined, null, '') are the caller's business: whether they are allowed depends on the mode.
 */
export function parseValue(field: FieldDef, raw: unknown): Parsed {
  if (typeof raw === 'string' && hasBadChar(raw)) return fail(MSG.badChar)
  switch (field.kind) {
    case 'string':
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return fail(MSG.string)
      const s = field.kind === 'string' ? String(raw).trim() : String(raw)
      const max = field.kind === 'string' ? (field.max ?? DEFAULT_STRING_MAX) : TEXT_MAX
      if (s.length > max) return fail(MSG.maxLength(max))
      if (field.kind === 'string' && field.min !== undefined && s.length < field.min) {
        return fail(MSG.minLength(field.min))
      }
      return ok(s)
    }
    case 'int':
    case 'ref': {
      const n = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw
      const msg = field.kind === 'ref' ? MSG.ref : MSG.int
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return fail(msg)
      const min = field.kind === 'ref' ? 1 : (field.min ?? -2_147_483_648)
      const max = field.kind === 'ref' ? 2_147_483_647 : (field.max ?? 2_147_483_647)
      if (n < min) return fail(field.kind === 'ref' ? MSG.ref : MSG.min(min))
      if (n > max) return fail(field.kind === 'ref' ? MSG.ref : MSG.max(max))
      return ok(n)
    }
    case 'money': {
      const n = parseNumber(raw)
      if (n === null || Math.abs(n) > MONEY_LIMIT) return fail(MSG.money)
      // No sum of the registry has a sign: prices, payments, costs and totals are what they
      // are, and a till entry's direction is its type. A minus is refused, never dropped.
      if (n < 0) return fail(MSG.notNegative)
      return ok(Math.round(n * 100) / 100)
    }
    case 'bool': {
      if (raw === true || raw === 'true' || raw === 1 || raw === '1') return ok(true)
      if (raw === false || raw === 'false' || raw === 0 || raw === '0') return ok(false)
      return fail(MSG.bool)
    }
    case 'enum': {
      // Numeric enums (task status 0/1/-1, mask, publish) arrive as numbers from some clients.
      const s = typeof raw === 'number' ? String(raw) : raw
      const values: readonly string[] = ENUMS[field.enum]
      return typeof s === 'string' && values.includes(s) ? ok(s) : fail(MSG.notInList)
    }
    case 'date':
      return typeof raw === 'string' ? parseDate(raw) : fail(MSG.date)
    case 'datetime': {
      if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(raw.trim())) {
        return fail(MSG.datetime)
      }
      const t = Date.parse(raw.trim())
      if (Number.isNaN(t)) return fail(MSG.datetime)
      const instant = new Date(t)
      if (!inYearRange(instant.getUTCFullYear())) return fail(MSG.yearRange(YEAR_MIN, YEAR_MAX))
      return ok(instant.toISOString())
    }
    case 'phone': {
      const phone =
        typeof raw === 'string' || typeof raw === 'number' ? normalizePhone(String(raw)) : null
      return phone ? ok(phone) : fail(MSG.phone)
    }
    case 'json': {
      if (raw === undefined) return fail(MSG.json)
      const problem = checkJson(raw)
      return problem ? fail(problem) : ok(raw)
    }
  }
}

/** Empty in a form's sense: left out, null, or only spaces. */
export function isEmpty(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')
}
