import type { SettingType } from '../db/schema'
import { namesSecret, redactNested } from './secrets'

/** The settings key that holds the Nova Poshta API key: a secret, never sent to the renderer. */
export const CARRIER_KEY_SETTING = 'api.nova_poshta.api_key'

export interface SettingRow {
  key: string
  type: SettingType
  value: string
}

/** A stored value read by its type. A value that does not parse is kept as its text, not lost. */
export function parseSettingValue(type: SettingType, value: string): unknown {
  switch (type) {
    case 'number': {
      const n = Number(value)
      return value.trim() !== '' && Number.isFinite(n) ? n : value
    }
    case 'bool':
      return value === '1' || value.toLowerCase() === 'true'
    case 'json':
      try {
        return JSON.parse(value) as unknown
      } catch {
        return value
      }
    default:
      return value
  }
}

/** The text a value is stored as, the inverse of `parseSettingValue`. */
export function serializeSettingValue(type: SettingType, value: unknown): string {
  if (type === 'json') return JSON.stringify(value)
  if (type === 'bool') return value ? '1' : '0'
  return String(value ?? '')
}

/**
 * Shows that a key is set without showing it: `••••` and its last four characters, so staff can
 * tell which key it is. A short secret shows none: four characters would be too much of it.
 */
export function maskSecret(value: string): string {
  if (!value) return ''
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••'
}

/**
 * The nested object the UI reads (`settings.info.phones`, `settings.api.prom.accounts`), built
 * from rows with dotted keys. Shorter keys go first so a deeper key lands inside its parent's
 * object; a deeper key under a plain value cannot, and is left out rather than clobbering it.
 */
export function nestSettings(rows: readonly SettingRow[]): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  const sorted = [...rows].sort((a, b) => a.key.split('.').length - b.key.split('.').length)
  for (const row of sorted) {
    const parts = row.key.split('.').filter(Boolean)
    const last = parts.pop()
    if (last === undefined) continue
    let node: Record<string, unknown> | null = root
    for (const part of parts) {
      const next: unknown = node[part]
      if (next === undefined) node = node[part] = {} as Record<string, unknown>
      else if (isPlainObject(next)) node = next
      else {
        node = null
        break
      }
    }
    if (!node) continue
    // Every reader gets these: secret settings masked, and secret properties of json ones.
    const value = namesSecret(row.key)
      ? maskSecret(row.value)
      : redactNested(parseSettingValue(row.type, row.value), maskSecret)
    const existing = node[last]
    // A parent key stored as a json object and children stored on their own merge into one.
    node[last] = isPlainObject(existing) && isPlainObject(value) ? { ...value, ...existing } : value
  }
  return root
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * What a shop that has set nothing yet reads: every settings key in its shape
 * (empty), so a screen can read `settings.info.rekvizity_payment.cards` on a fresh install.
 */
export function emptySettings(): Record<string, unknown> {
  return {
    api: { nova_poshta: { api_key: '' }, prom: { accounts: {} } },
    delivery: {},
    info: { rekvizity_payment: { cards: [], current: 0 }, phones: [], addresses: [], others: [] },
    templates_sms: { payment_sms: '', prepayment_viber: '', send_ttn: '' },
    sites: {},
  }
}

/** `stored` over `defaults`: objects merge key by key, any other stored value wins whole. */
export function withDefaults(
  defaults: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults }
  for (const [key, value] of Object.entries(stored)) {
    const base = merged[key]
    merged[key] = isPlainObject(base) && isPlainObject(value) ? withDefaults(base, value) : value
  }
  return merged
}
