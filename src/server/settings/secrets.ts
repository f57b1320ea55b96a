/**
 * Which settings hold secrets (DESIGN.md: "masked in get_params, never in the action log").
 * A setting is secret when the last part of its dotted key names one: the Nova Poshta key
 * (`api.nova_poshta.api_key`), a TurboSMS token, Prom or Rozetka API tokens, any password. A
 * json setting keeps its other values readable but hides every property so named, at any depth
 * (`api.prom.accounts` → `{main: {token: ...}}`).
 */
const SECRET_NAME = /(api_?key|apikey|token|password|passwd|secret)$/i

/** What the action log and readers see instead of a secret. */
export const HIDDEN = '••••'

/** Whether a settings key (or a property of a json setting) names a secret. */
export function namesSecret(key: string): boolean {
  const last = key.split('.').filter(Boolean).pop() ?? ''
  return SECRET_NAME.test(last)
}

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
