import { z } from 'zod'
import { SESSION_COOKIE } from '@shared/contract/http'
import type { KeyValueStore, SecretBox } from './ports'

const STORE_KEY = 'session'

const storedSchema = z.object({
  /** The server the cookie belongs to; another server never gets it. */
  server: z.string(),
  /** The cookie value encrypted with safeStorage, base64. */
  sealed: z.string(),
  /** Epoch ms, or null for a cookie without Max-Age/Expires. */
  expiresAt: z.number().nullable(),
})

interface Held {
  server: string
  value: string
  expiresAt: number | null
}

export interface CookieJarOptions {
  store: KeyValueStore
  box: SecretBox
  now?: () => number
}

/**
 * Holds the server's `shop_session` cookie for main. The renderer never sees it. It is kept on
 * disk only encrypted with the OS keychain (safeStorage); where the OS has none, it stays in
 * memory and the user signs in again after a restart rather than leaving it readable on disk.
 */
export class CookieJar {
  private held: Held | null = null
  private readonly now: () => number

  constructor(private readonly options: CookieJarOptions) {
    this.now = options.now ?? Date.now
    this.held = this.load()
  }

  /** The cookie header value for `server`, or null. */
  header(server: string): string | null {
    const held = this.held
    if (!held || held.server !== server) return null
    if (held.expiresAt !== null && held.expiresAt <= this.now()) {
      this.clear()
      return null
    }
    return `${SESSION_COOKIE}=${held.value}`
  }

  hasSession(server: string): boolean {
    return this.header(server) !== null
  }

  /** Reads `Set-Cookie` lines of a response from `server`; a deleting cookie clears the jar. */
  capture(server: string, setCookieLines: readonly string[]): void {
    for (const line of setCookieLines) {
      const parsed = parseSessionCookie(line, this.now())
      if (!parsed) continue
      if (parsed.value === '' || (parsed.expiresAt !== null && parsed.expiresAt <= this.now())) {
        this.clear()
      } else {
        this.held = { server, value: parsed.value, expiresAt: parsed.expiresAt }
        this.save()
      }
    }
  }

  clear(): void {
    this.held = null
    this.options.store.delete(STORE_KEY)
  }

  private save(): void {
    const { box, store } = this.options
    if (!this.held || !box.isEncryptionAvailable()) {
      store.delete(STORE_KEY)
      return
    }
    const sealed = Buffer.from(box.encryptString(this.held.value)).toString('base64')
    store.set(STORE_KEY, { server: this.held.server, sealed, expiresAt: this.held.expiresAt })
  }

  private load(): Held | null {
    const { box, store } = this.options
    const parsed = storedSchema.safeParse(store.get(STORE_KEY))
    if (!parsed.success || !box.isEncryptionAvailable()) return null
    try {
      const value = box.decryptString(Buffer.from(parsed.data.sealed, 'base64'))
      return { server: parsed.data.server, value, expiresAt: parsed.data.expiresAt }
    } catch {
      // A keychain that changed (new OS user, restored profile) cannot open it: sign in again.
      store.delete(STORE_KEY)
      return null
    }
  }
}

/** Parses one `Set-Cookie` line if it sets `shop_session`. */
export function parseSessionCookie(
  line: string,
  now: number,
): { value: string; expiresAt: number | null } | null {
  const [pair, ...attributes] = line.split(';')
  if (!pair) return null
  const eq = pair.indexOf('=')
  if (eq < 0 || pair.slice(0, eq).trim() !== SESSION_COOKIE) return null
  const value = pair.slice(eq + 1).trim()
  let expiresAt: number | null = null
  let maxAgeSeen = false
  for (const attribute of attributes) {
    const [rawName, ...rest] = attribute.split('=')
    const name = (rawName ?? '').trim().toLowerCase()
    const attrValue = rest.join('=').trim()
    if (name === 'max-age') {
      const seconds = Number(attrValue)
      if (Number.isFinite(seconds)) {
        expiresAt = now + seconds * 1000
        maxAgeSeen = true
      }
    } else if (name === 'expires' && !maxAgeSeen) {
      // Max-Age wins over Expires (RFC 6265 5.3).
      const at = Date.parse(attrValue)
      if (Number.isFinite(at)) expiresAt = at
    }
  }
  return { value, expiresAt }
}
