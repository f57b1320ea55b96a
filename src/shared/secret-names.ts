/**
 * Which settings hold secrets ("masked in get_params, never in the action log").
 * A setting is secret when the last part of its dotted key names one: the Nova Poshta key
 * (`api.nova_poshta.api_key`), a TurboSMS token, Prom or Rozetka API tokens, any password. A
 * json setting keeps its other values readable but hides every property so named, at any depth
 * (`api.prom.accounts` → `{main: {token: ...}}`). Shared: the server masks by it, and the
 * settings editor offers such a value as "replace" rather than showing it.
 */
const SECRET_NAME = /(api_?key|apikey|token|password|passwd|secret)$/i

/** What the action log and readers see instead of a secret; a masked value starts with it. */
export const HIDDEN = '••••'

/** Whether a settings key (or a property of a json setting) names a secret. */
export function namesSecret(key: string): boolean {
  const last = key.split('.').filter(Boolean).pop() ?? ''
  return SECRET_NAME.test(last)
}

/** A value as `get_params` and the settings list show a secret: never the secret itself. */
export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(HIDDEN)
}
