import { SESSION_COOKIE } from '@shared/contract/http'

/** What a hidden value reads as in the log. */
export const REDACTED = '[приховано]'

/** Keys whose values never reach the log, whatever object they sit in. */
const SECRET_KEY =
  /^(?:password|pass|passwd|secret|token|api_?key|apikey|authorization|cookie|set-cookie|session|np_api_key|turbosms_token)$/i

// The session cookie in any text form (header, URL-encoded, JSON), bearer tokens, and the
// `apiKey` field of a Nova Poshta request body written as text.
const TEXT_PATTERNS: readonly [RegExp, string][] = [
  [new RegExp(`(${SESSION_COOKIE}=)[^;\\s"',]+`, 'gi'), `$1${REDACTED}`],
  [/((?:set-)?cookie["']?\s*[:=]\s*["']?)[^\r\n"']+/gi, `$1${REDACTED}`],
  [/(bearer\s+)[\w.~+/-]+=*/gi, `$1${REDACTED}`],
  [
    /((?:"|')?(?:password|apiKey|api_key|token|secret)(?:"|')?\s*[:=]\s*)(?:"[^"]*"|'[^']*'|[^\s,}&]+)/gi,
    `$1"${REDACTED}"`,
  ],
]

export function redactText(text: string): string {
  let out = text
  for (const [pattern, replacement] of TEXT_PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/**
 * A copy of one logged value with every secret hidden: strings by pattern, objects by key,
 * errors by message and stack. Depth-limited, cycle-safe; never mutates what the caller logged.
 */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value)) return '[цикл]'
  if (depth > 6) return '[…]'
  seen.add(value)
  if (value instanceof Error) {
    const copy = new Error(redactText(value.message))
    copy.name = value.name
    copy.stack = value.stack === undefined ? undefined : redactText(value.stack)
    return copy
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen))
  if (value instanceof Headers) return redact(Object.fromEntries(value.entries()), depth + 1, seen)
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redact(inner, depth + 1, seen)
  }
  return out
}
