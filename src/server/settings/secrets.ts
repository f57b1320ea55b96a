import { HIDDEN, namesSecret } from '@shared/secret-names'

/** The secret names live in `src/shared/secret-names.ts`: the settings editor reads them too. */
export { HIDDEN, namesSecret }

/** `value` with every secret-named property, at any depth, replaced by `mask(its value)`. */
export function redactNested(value: unknown, mask: (secret: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => redactNested(item, mask))
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const hidden =
      namesSecret(key) && (typeof item === 'string' || typeof item === 'number')
        ? mask(String(item))
        : redactNested(item, mask)
    Object.defineProperty(out, key, { value: hidden, enumerable: true, writable: true })
  }
  return out
}

/**
 * A setting's stored text as the action log records it: a secret setting as `••••`, a json
 * setting with its secret properties hidden, anything else as it is.
 */
export function loggedSettingValue(key: unknown, value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (typeof key === 'string' && namesSecret(key)) return value === '' ? '' : HIDDEN
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return value
  }
  if (typeof parsed !== 'object' || parsed === null) return value
  return JSON.stringify(redactNested(parsed, () => HIDDEN))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A json value coming back from a form that was shown it masked: every secret-named property
 * still masked (`••••` + its end) takes the stored value at the same place, so editing an
 * account's name does not wipe its token. A masked property with nothing stored there is
 * dropped: a mask is never stored as if it were the secret.
 */
export function restoreMasked(next: unknown, stored: unknown): unknown {
  if (Array.isArray(next)) {
    const old = Array.isArray(stored) ? stored : []
    return next.map((item, i) => restoreMasked(item, old[i]))
  }
  if (!isRecord(next)) return next
  const old = isRecord(stored) ? stored : {}
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(next)) {
    const was = Object.hasOwn(old, key) ? old[key] : undefined
    let value: unknown
    if (namesSecret(key) && typeof item === 'string' && item.startsWith(HIDDEN)) {
      if (was === undefined) continue
      value = was
    } else value = restoreMasked(item, was)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true })
  }
  return out
}

/** A json setting's text with its secret properties masked; other text comes back unchanged. */
export function maskJsonText(text: string, mask: (secret: string) => string): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return text
  }
  if (typeof parsed !== 'object' || parsed === null) return text
  const masked = JSON.stringify(redactNested(parsed, mask))
  return masked === JSON.stringify(parsed) ? text : masked
}
